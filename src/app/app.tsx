import { lazy, Suspense } from 'react';
import type { PortalResolution } from '@contracts/portals';
import type { SupportWidget } from '@/lib/support-widget';
import { BootLoader } from './boot-loader';
import { NotFoundPage } from './not-found-page';
import { PortalIndex } from './portal-index';

// Everything a portal needs (MUI, store, API client, its routes) is one dynamic import away: the portal index and
// the not-found page render with React alone.
const PortalRoot = lazy(() => import('./portal-root'));

interface AppProps {
  /** The page's host, resolved once (main.tsx). */
  host: PortalResolution;
  port: string;
  /** 'default': the configured support chat, created once the portal's code has loaded. */
  supportWidget?: SupportWidget | 'default';
}

export function App({ host, port, supportWidget }: AppProps) {
  if (host.kind === 'portal') {
    return (
      <Suspense fallback={<BootLoader variant={host.portal === 'patient' ? 'patient' : 'brand'} />}>
        <PortalRoot host={host} supportWidget={supportWidget} />
      </Suspense>
    );
  }
  return host.kind === 'index' ? <PortalIndex port={port} /> : <NotFoundPage />;
}
