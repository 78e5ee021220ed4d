import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
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
  const title = titleFor(pathname);

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
