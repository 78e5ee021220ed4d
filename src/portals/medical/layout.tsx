import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MedicationOutlined from '@mui/icons-material/MedicationOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { commonNav, navTable } from '@/components/app-shell';
import { SignedInShell } from '@/features/auth/components/signed-in-shell';
import { DoctorDashboardPage } from '@/features/dashboard';

export const { nav: medicalNav, sections: medicalSections } = navTable([
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
  commonNav.messages,
  { label: 'Delegate Access', to: '/access', icon: ManageAccountsOutlined },
  { label: 'Billing', to: '/billing', icon: CreditCardOutlined },
  commonNav.apiKey,
  commonNav.training,
  commonNav.resources,
  commonNav.myProfile,
  commonNav.settings,
]);

// Loaded lazily by ./routes (with the icons above): the sign-in page downloads none of it.
export function MedicalShell() {
  return <SignedInShell portal="medical" navItems={medicalNav} />;
}

export function MedicalHome() {
  return <DoctorDashboardPage sections={medicalSections} />;
}
