import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DirectionsRunOutlined from '@mui/icons-material/DirectionsRunOutlined';
import MedicationOutlined from '@mui/icons-material/MedicationOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { NavItem } from '@/components/app-shell';
import { SignedInShell } from '@/features/auth';

export const patientNav: readonly NavItem[] = [
  { label: 'Dashboard', to: '/', icon: DashboardOutlined },
  { label: 'My orders', to: '/orders', icon: ReceiptLongOutlined, description: 'Your orders and where each one stands.' },
  { label: 'My medications', to: '/medications', icon: MedicationOutlined, description: 'What you are prescribed.' },
  { label: 'My Profile', to: '/my-profile', icon: PersonOutlined, description: 'Your details and address.' },
  {
    label: 'Activity',
    to: '/activity',
    icon: DirectionsRunOutlined,
    description: 'Workouts, walks and your weight over time.',
  },
  { label: 'Messages', to: '/messages', icon: ChatOutlined, description: 'Talk with your care team.' },
  { label: 'Your Account', to: '/account', icon: AccountCircleOutlined },
];

export const patientSections = patientNav.filter((item) => item.description);

export function PatientLayout() {
  return <SignedInShell portal="patient" navItems={patientNav} />;
}
