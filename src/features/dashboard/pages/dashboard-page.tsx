import type { NavItem } from '@/components/app-shell';
import { SectionTiles } from '@/features/dashboard/components/section-tiles';
import { WelcomeHeader } from '@/features/dashboard/components/welcome-header';

interface DashboardPageProps {
  /** The portal's main sections, shown as cards. */
  sections: readonly NavItem[];
}

export function DashboardPage({ sections }: DashboardPageProps) {
  return (
    <>
      <WelcomeHeader />
      <SectionTiles heading="Where would you like to go?" sections={sections} />
    </>
  );
}
