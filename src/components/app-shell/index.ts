export { AppShell, DRAWER_WIDTH, type AppShellProps } from './app-shell';
export { NavList, type NavItem } from './nav-list';
export { commonNav, navTable, type NavTable } from './nav-table';
