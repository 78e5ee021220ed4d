import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { PageTitleContext } from '@/components/page-title';
import { ALTERNATE_HOST_TITLE } from '@/config/portals';
import { titleFor } from './titles';

interface RootLayoutProps {
  /** The alternate partner host keeps one page title everywhere. */
  alternateHost: boolean;
  /** Shown while a lazily loaded page (or the signed-in shell) downloads. */
  loader?: ReactNode;
}

export function RootLayout({ alternateHost, loader = null }: RootLayoutProps) {
  const { pathname } = useLocation();
  // A route may name its own title (`handle: { title }`) where one portal's page differs from the table's: the
  // partner's /renewal is its renewals list, not the patient's renewal intake.
  const own = useMatches()
    .map((m) => (m.handle as { title?: string } | undefined)?.title)
    .findLast(Boolean);
  const title = own ?? titleFor(pathname);

  useEffect(() => {
    document.title = alternateHost ? ALTERNATE_HOST_TITLE : title;
  }, [title, alternateHost]);

  return (
    <PageTitleContext.Provider value={title}>
      <Suspense fallback={loader}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </PageTitleContext.Provider>
  );
}
