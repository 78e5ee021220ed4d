import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import type { NavItem } from '@/components/app-shell';
import { SignedInShell } from '@/features/auth';

export const careNav: readonly NavItem[] = [
  { label: 'Dashboard', to: '/', icon: DashboardOutlined },
  { label: 'Patients', to: '/patients', icon: PeopleOutlined, description: 'Patients in your care.' },
  { label: 'Messages', to: '/messages', icon: ChatOutlined, description: 'Conversations with patients.' },
  { label: 'Tasks', to: '/tasks', icon: TaskAltOutlined, description: 'Follow-ups assigned to you.' },
  { label: 'Sessions', to: '/sessions', icon: EventOutlined, description: 'Scheduled sessions.' },
  { label: 'Resources', to: '/resources', icon: MenuBookOutlined },
  { label: 'Your Account', to: '/account', icon: AccountCircleOutlined },
];

export const careSections = careNav.filter((item) => item.description);

export function CareLayout() {
  return <SignedInShell portal="care" navItems={careNav} />;
}
