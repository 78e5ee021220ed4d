import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import { commonNav, navTable } from '@/components/app-shell';
import { SignedInShell } from '@/features/auth/components/signed-in-shell';
import { PartnerLogo } from '@/features/partner-account/components/partner-logo';
import { lazyNamed } from '@/lib/lazy-named';

const PartnerDashboardPage = lazyNamed(() => import('@/features/partner-care/dashboard'), 'PartnerDashboardPage');

export const partnerNavTable = navTable([
  { label: 'Patients', to: '/patients', icon: PeopleOutlined, description: 'Your patients and their status.' },
  { label: 'Orders', to: '/orders', icon: ReceiptLongOutlined, description: 'Orders, approvals and renewals.' },
  { label: 'Renewals', to: '/renewal', icon: EventRepeatOutlined, description: 'Treatments renewing soon, to follow up.' },
  { label: 'Invoices', to: '/invoices', icon: RequestQuoteOutlined, description: 'Invoices and what is due.' },
  { label: 'Payout details', to: '/payout-detail', icon: PaymentsOutlined, description: 'Commissions and payouts.' },
  { label: 'Billing', to: '/billing', icon: CreditCardOutlined },
  { label: 'Billing Transfer', to: '/billing-transfer', icon: SwapHorizOutlined },
  { ...commonNav.resources, description: 'Guides and material for your team.' },
  commonNav.training,
  commonNav.messages,
  { label: 'Delegate Access', to: '/access', icon: ManageAccountsOutlined },
  commonNav.apiKey,
  commonNav.myProfile,
  commonNav.settings,
]);

// Loaded lazily by ./routes (with the icons above): the sign-in page downloads none of it.
export function PartnerShell() {
  return <SignedInShell portal="partner" navItems={partnerNavTable.nav} brand={<PartnerLogo height={28} />} />;
}

export function PartnerHome() {
  return <PartnerDashboardPage />;
}
