import DirectionsRunOutlined from '@mui/icons-material/DirectionsRunOutlined';
import MedicationOutlined from '@mui/icons-material/MedicationOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { commonNav, navTable } from '@/components/app-shell';
import { SignedInShell } from '@/features/auth/components/signed-in-shell';

export const { nav: patientNav, sections: patientSections } = navTable([
  { label: 'My orders', to: '/orders', icon: ReceiptLongOutlined, description: 'Your orders and where each one stands.' },
  { label: 'My medications', to: '/medications', icon: MedicationOutlined, description: 'What you are prescribed.' },
  {
    label: 'My treatment',
    to: '/treatment',
    icon: MonitorHeartOutlined,
    description: 'Your dose, schedule and refill check-ins.',
  },
  { ...commonNav.myProfile, description: 'Your details and address.' },
  {
    label: 'Activity',
    to: '/activity',
    icon: DirectionsRunOutlined,
    description: 'Workouts, walks and your weight over time.',
  },
  { ...commonNav.messages, description: 'Talk with your care team.' },
]);

// Loaded lazily by ./routes (with the icons above): the sign-in page downloads none of it.
export function PatientShell() {
  return <SignedInShell portal="patient" navItems={patientNav} />;
}
