import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { resolvePortal } from '@/config/portals';
import type { SupportWidget } from '@/lib/support-widget';
import { NotFoundPage } from './not-found-page';
import { PortalApp } from './portal-app';
import { PortalIndex } from './portal-index';
import { AppProvider } from './provider';
import { createAppStore } from './store';
import { theme } from './theme';

interface AppProps {
  hostname: string;
  port: string;
  supportWidget?: SupportWidget;
}

function PortalRoot({ hostname, supportWidget, patientHost }: { hostname: string; supportWidget?: SupportWidget; patientHost: boolean }) {
  // One store per page load; created lazily so that the index and not-found pages keep nothing.
  const [{ store, persistor }] = useState(createAppStore);
  return (
    <AppProvider
      store={store}
      persistor={persistor}
      supportWidget={supportWidget}
      loading={<FullScreenLoader variant={patientHost ? 'patient' : 'brand'} />}
    >
      <PortalApp hostname={hostname} />
    </AppProvider>
  );
}

export function App({ hostname, port, supportWidget }: AppProps) {
  const host = resolvePortal(hostname, null);
  if (host.kind === 'portal') {
    return <PortalRoot hostname={hostname} supportWidget={supportWidget} patientHost={host.portal === 'patient'} />;
  }
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {host.kind === 'index' ? <PortalIndex port={port} /> : <NotFoundPage />}
    </ThemeProvider>
  );
}
