import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import type { PortalHost, PortalResolution } from '@contracts/portals';
import { FullScreenLoader } from '@/components/full-screen-loader';
import type { SupportWidget } from '@/lib/support-widget';
import { NotFoundPage } from './not-found-page';
import { PortalApp } from './portal-app';
import { PortalIndex } from './portal-index';
import { AppProvider } from './provider';
import { createAppStore } from './store';
import { theme } from './theme';

interface AppProps {
  /** The page's host, resolved once (main.tsx). */
  host: PortalResolution;
  port: string;
  supportWidget?: SupportWidget;
}

function PortalRoot({ host, supportWidget }: { host: PortalHost; supportWidget?: SupportWidget }) {
  // One store per page load; created lazily so that the index and not-found pages keep nothing.
  const [{ store, persistor }] = useState(createAppStore);
  return (
    <AppProvider
      store={store}
      persistor={persistor}
      supportWidget={supportWidget}
      loading={<FullScreenLoader variant={host.portal === 'patient' ? 'patient' : 'brand'} />}
    >
      <PortalApp host={host} />
    </AppProvider>
  );
}

export function App({ host, port, supportWidget }: AppProps) {
  if (host.kind === 'portal') return <PortalRoot host={host} supportWidget={supportWidget} />;
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {host.kind === 'index' ? <PortalIndex port={port} /> : <NotFoundPage />}
    </ThemeProvider>
  );
}
