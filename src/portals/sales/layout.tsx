import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { commonNav, navTable } from '@/components/app-shell';
import { SignedInShell } from '@/features/auth/components/signed-in-shell';
import { lazyNamed } from '@/lib/lazy-named';

const SalesDashboardPage = lazyNamed(() => import('@/features/sales/dashboard'), 'SalesDashboardPage');

export const salesNavTable = navTable([
  { label: 'Partners', to: '/partners', icon: GroupsOutlined, description: 'The partners you brought in.' },
  { label: 'Payout details', to: '/payout-detail', icon: PaymentsOutlined, description: 'Commissions earned and payouts.' },
  { ...commonNav.resources, description: 'Material to share with partners.' },
  { ...commonNav.training, description: 'Learn how the platform works.' },
  commonNav.myProfile,
  commonNav.settings,
]);

// Loaded lazily by ./routes (with the icons above): the sign-in page downloads none of it.
export function SalesShell() {
  return <SignedInShell portal="sales" navItems={salesNavTable.nav} />;
}

export function SalesHome() {
  return <SalesDashboardPage />;
}
