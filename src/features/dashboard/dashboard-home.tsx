import type { NavTable } from '@/components/app-shell';
import { DashboardPage } from './pages/dashboard-page';

/** A portal whose pages are still to come: its menu, and a dashboard of the menu's described sections as its home. */
export const dashboardHome = ({ nav, sections }: NavTable) => ({ navItems: nav, home: <DashboardPage sections={sections} /> });
