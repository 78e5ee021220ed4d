import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { NavItem } from './nav-list';

/**
 * Entries several portals list (the shared pages of src/portals/common-routes.tsx and the settings), without a
 * dashboard card: a portal that wants one spreads the entry and adds its own description.
 */
export const commonNav = {
  messages: { label: 'Messages', to: '/messages', icon: ChatOutlined },
  apiKey: { label: 'API Key', to: '/api-key', icon: KeyOutlined },
  settings: { label: 'Settings', to: '/settings', icon: SettingsOutlined },
  training: { label: 'Training', to: '/training', icon: SchoolOutlined },
  resources: { label: 'Resources', to: '/resources', icon: MenuBookOutlined },
  myProfile: { label: 'My Profile', to: '/my-profile', icon: PersonOutlined },
} satisfies Record<string, NavItem>;

const dashboard: NavItem = { label: 'Dashboard', to: '/', icon: DashboardOutlined };
const account: NavItem = { label: 'Your Account', to: '/account', icon: AccountCircleOutlined };

export interface NavTable {
  /** The navigation: Dashboard first, the portal's items, Your Account last. */
  nav: readonly NavItem[];
  /** The items with a description: the dashboard's cards. */
  sections: readonly NavItem[];
}

/** A portal's navigation from its own items, between Dashboard and Your Account. */
export function navTable(items: readonly NavItem[]): NavTable {
  const nav = [dashboard, ...items, account];
  return { nav, sections: nav.filter((item) => item.description) };
}
