import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import MedicationOutlined from '@mui/icons-material/MedicationOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { commonNav, navTable } from '@/components/app-shell';
import { SignedInShell } from '@/features/auth/components/signed-in-shell';
import { lazyNamed } from '@/lib/lazy-named';

const AdminDashboardPage = lazyNamed(() => import('@/features/admin-oversight/dashboard'), 'AdminDashboardPage');

export const adminNavTable = navTable([
  { label: 'Partners', to: '/partners', icon: GroupsOutlined, description: 'Partner accounts, their doctors and billing.' },
  { label: 'Health Pros', to: '/health-pros', icon: LocalHospitalOutlined, description: 'Health professionals on the platform.' },
  { label: 'Patients', to: '/patients', icon: PeopleOutlined, description: 'Patient records, orders and notes.' },
  { label: 'Doctors', to: '/doctors', icon: MedicalServicesOutlined, description: 'Doctors, assignments and pharmacies.' },
  { label: 'Orders', to: '/orders', icon: ReceiptLongOutlined, description: 'Every order and its status.' },
  { label: 'Products', to: '/products', icon: Inventory2Outlined, description: 'Medication products and variations.' },
  { label: 'Top Products', to: '/top-products', icon: TrendingUpOutlined },
  { label: 'Medications', to: '/medications', icon: MedicationOutlined },
  { label: 'Partner Leaderboard', to: '/partner-leaderboard', icon: EmojiEventsOutlined },
  { label: 'Partners At Risk', to: '/partners-at-risk', icon: ReportProblemOutlined },
  { label: 'Invoices', to: '/invoices', icon: RequestQuoteOutlined, description: 'Invoices, charges and payouts.' },
  {
    label: 'Reconciliation',
    to: '/reconciliation',
    icon: AccountBalanceOutlined,
    description: "Our ledger against the payment processor's record.",
  },
  { label: 'HIPAA Audit Logs', to: '/audit-logs', icon: PolicyOutlined, description: 'Who accessed patient data, and when.' },
  commonNav.training,
  commonNav.messages,
  commonNav.apiKey,
  { label: 'Admin Settings', to: '/admin-settings', icon: AdminPanelSettingsOutlined },
  { label: 'Scheduled Jobs', to: '/scheduled-jobs', icon: ScheduleOutlined, description: 'Scheduled work, failures and retries.' },
]);

// Loaded lazily by ./routes (with the icons above): the sign-in page downloads none of it.
export function AdminShell() {
  return <SignedInShell portal="admin" navItems={adminNavTable.nav} />;
}

export function AdminHome() {
  return <AdminDashboardPage />;
}
