import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { NavItem } from '@/components/app-shell';
import { SignedInShell } from '@/features/auth';

export const salesNav: readonly NavItem[] = [
  { label: 'Dashboard', to: '/', icon: DashboardOutlined },
  { label: 'Partners', to: '/partners', icon: GroupsOutlined, description: 'The partners you brought in.' },
  { label: 'Payout details', to: '/payout-detail', icon: PaymentsOutlined, description: 'Commissions earned and payouts.' },
  { label: 'Resources', to: '/resources', icon: MenuBookOutlined, description: 'Material to share with partners.' },
  { label: 'Training', to: '/training', icon: SchoolOutlined, description: 'Learn how the platform works.' },
  { label: 'Settings', to: '/settings', icon: SettingsOutlined },
  { label: 'Your Account', to: '/account', icon: AccountCircleOutlined },
];

export const salesSections = salesNav.filter((item) => item.description);

export function SalesLayout() {
  return <SignedInShell portal="sales" navItems={salesNav} />;
}
