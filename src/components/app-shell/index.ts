export { AppShell, DRAWER_WIDTH, type AppShellProps } from './app-shell';
export { NavList, type NavItem } from './nav-list';
