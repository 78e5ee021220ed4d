import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { commonNav, navTable } from '@/components/app-shell';
import { SignedInShell } from '@/features/auth/components/signed-in-shell';
import { lazyNamed } from '@/lib/lazy-named';

const SalesDashboardPage = lazyNamed(() => import('@/features/sales/dashboard'), 'SalesDashboardPage');

export const salesNavTable = navTable([
  { label: 'Partners', to: '/partners', icon: GroupsOutlined, description: 'The partners you brought in.' },
  { label: 'Payout details', to: '/payout-detail', icon: PaymentsOutlined, description: 'Commissions earned and payouts.' },
  { label: 'Resources', to: '/resources', icon: MenuBookOutlined, description: 'Material to share with partners.' },
  { label: 'Training', to: '/training', icon: SchoolOutlined, description: 'Learn how the platform works.' },
  { label: 'My Profile', to: '/my-profile', icon: PersonOutlined },
  commonNav.settings,
]);

// Loaded lazily by ./routes (with the icons above): the sign-in page downloads none of it.
export function SalesShell() {
  return <SignedInShell portal="sales" navItems={salesNavTable.nav} />;
}

export function SalesHome() {
  return <SalesDashboardPage />;
}
