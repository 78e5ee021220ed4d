import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MedicationOutlined from '@mui/icons-material/MedicationOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { NavItem } from '@/components/app-shell';
import { SignedInShell } from '@/features/auth';

export const medicalNav: readonly NavItem[] = [
  { label: 'Dashboard', to: '/', icon: DashboardOutlined },
  {
    label: 'Prescription Queue',
    to: '/prescription-queue',
    icon: AssignmentOutlined,
    description: 'Intake answers waiting for your review.',
  },
  { label: 'Past Prescriptions', to: '/past-prescriptions', icon: HistoryOutlined },
  { label: 'Prescriptions', to: '/prescriptions', icon: DescriptionOutlined, description: 'Prescriptions and their status.' },
  { label: 'New Prescription', to: '/new-prescription', icon: NoteAddOutlined },
  { label: 'Manual Prescription', to: '/manual-prescription', icon: EditNoteOutlined },
  { label: 'Orders', to: '/orders', icon: ReceiptLongOutlined, description: 'Orders and what they need next.' },
  { label: 'Start New Order', to: '/start-new-order', icon: PostAddOutlined },
  { label: 'Patients', to: '/patients', icon: PeopleOutlined, description: 'Patients assigned to you.' },
  { label: 'Medications', to: '/medications', icon: MedicationOutlined },
  { label: 'Messages', to: '/messages', icon: ChatOutlined },
  { label: 'Delegate Access', to: '/access', icon: ManageAccountsOutlined },
  { label: 'Billing', to: '/billing', icon: CreditCardOutlined },
  { label: 'API Key', to: '/api-key', icon: KeyOutlined },
  { label: 'Settings', to: '/settings', icon: SettingsOutlined },
  { label: 'Your Account', to: '/account', icon: AccountCircleOutlined },
];

export const medicalSections = medicalNav.filter((item) => item.description);

export function MedicalLayout() {
  return <SignedInShell portal="medical" navItems={medicalNav} />;
}
