import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { PageTitleContext } from '@/components/page-title';
import { ALTERNATE_HOST_TITLE } from '@/config/portals';
import { titleFor } from './titles';

interface RootLayoutProps {
  /** The alternate partner host keeps one page title everywhere. */
  alternateHost: boolean;
}

export function RootLayout({ alternateHost }: RootLayoutProps) {
  const { pathname } = useLocation();
  const title = titleFor(pathname);

  useEffect(() => {
    document.title = alternateHost ? ALTERNATE_HOST_TITLE : title;
  }, [title, alternateHost]);

  return (
    <PageTitleContext.Provider value={title}>
      <Outlet />
      <ScrollRestoration />
    </PageTitleContext.Provider>
  );
}
