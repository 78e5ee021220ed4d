import EventOutlined from '@mui/icons-material/EventOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { commonNav, navTable } from '@/components/app-shell';
import { SignedInShell } from '@/features/auth/components/signed-in-shell';
import { OpenTasksCard } from '@/features/care-tasks/dashboard';
import { DashboardPage } from '@/features/dashboard';

export const careNavTable = navTable([
  { label: 'Patients', to: '/patients', icon: PeopleOutlined, description: 'Patients in your care.' },
  { ...commonNav.messages, description: 'Conversations with patients.' },
  { label: 'Tasks', to: '/tasks', icon: TaskAltOutlined, description: 'Follow-ups assigned to you.' },
  { label: 'Sessions', to: '/sessions', icon: EventOutlined, description: 'Scheduled sessions.' },
  commonNav.resources,
  commonNav.myProfile,
]);

// Loaded lazily by ./routes (with the icons above): the sign-in page downloads none of it.
export function CareShell() {
  return <SignedInShell portal="care" navItems={careNavTable.nav} />;
}

export function CareHome() {
  return (
    <>
      <DashboardPage sections={careNavTable.sections} />
      <OpenTasksCard />
    </>
  );
}
