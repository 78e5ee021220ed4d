import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import type { NavItem } from '@/components/app-shell';
import { SignedInShell } from '@/features/auth';

export const partnerNav: readonly NavItem[] = [
  { label: 'Dashboard', to: '/', icon: DashboardOutlined },
  { label: 'Patients', to: '/patients', icon: PeopleOutlined, description: 'Your patients and their status.' },
  { label: 'Orders', to: '/orders', icon: ReceiptLongOutlined, description: 'Orders, approvals and renewals.' },
  { label: 'Invoices', to: '/invoices', icon: RequestQuoteOutlined, description: 'Invoices and what is due.' },
  { label: 'Payout details', to: '/payout-detail', icon: PaymentsOutlined, description: 'Commissions and payouts.' },
  { label: 'Billing', to: '/billing', icon: CreditCardOutlined },
  { label: 'Billing Transfer', to: '/billing-transfer', icon: SwapHorizOutlined },
  { label: 'Resources', to: '/resources', icon: MenuBookOutlined, description: 'Guides and material for your team.' },
  { label: 'Training', to: '/training', icon: SchoolOutlined },
  { label: 'Messages', to: '/messages', icon: ChatOutlined },
  { label: 'Delegate Access', to: '/access', icon: ManageAccountsOutlined },
  { label: 'API Key', to: '/api-key', icon: KeyOutlined },
  { label: 'Settings', to: '/settings', icon: SettingsOutlined },
  { label: 'Your Account', to: '/account', icon: AccountCircleOutlined },
];

export const partnerSections = partnerNav.filter((item) => item.description);

export function PartnerLayout() {
  return <SignedInShell portal="partner" navItems={partnerNav} />;
}
