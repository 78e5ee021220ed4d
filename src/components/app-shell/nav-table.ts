import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { NavItem } from './nav-list';

/** Entries several portals list as they are (no dashboard card). */
export const commonNav = {
  messages: { label: 'Messages', to: '/messages', icon: ChatOutlined },
  apiKey: { label: 'API Key', to: '/api-key', icon: KeyOutlined },
  settings: { label: 'Settings', to: '/settings', icon: SettingsOutlined },
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
