import EventOutlined from '@mui/icons-material/EventOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { commonNav, navTable } from '@/components/app-shell';

export const careNavTable = navTable([
  { label: 'Patients', to: '/patients', icon: PeopleOutlined, description: 'Patients in your care.' },
  { ...commonNav.messages, description: 'Conversations with patients.' },
  { label: 'Tasks', to: '/tasks', icon: TaskAltOutlined, description: 'Follow-ups assigned to you.' },
  { label: 'Sessions', to: '/sessions', icon: EventOutlined, description: 'Scheduled sessions.' },
  { label: 'Resources', to: '/resources', icon: MenuBookOutlined },
]);
