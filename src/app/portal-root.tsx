import { useState } from 'react';
import type { PortalHost } from '@contracts/portals';
import { createDefaultSupportWidget, type SupportWidget } from '@/lib/support-widget';
import { BootLoader } from './boot-loader';
import { PortalApp } from './portal-app';
import { AppProvider } from './provider';
import { createAppStore } from './store';

export interface PortalRootProps {
  host: PortalHost;
  /** 'default': the configured support chat (main.tsx); undefined: none (tests). */
  supportWidget?: SupportWidget | 'default';
}

/**
 * A portal host's app: store, providers and the portal's routes (MUI comes with the pages that use it). Loaded
 * lazily (app/app.tsx), so that the portal index and the not-found page download none of it.
 */
export default function PortalRoot({ host, supportWidget }: PortalRootProps) {
  // One store per page load; created here so that the index and not-found pages keep nothing.
  const [{ store, persistor }] = useState(createAppStore);
  const [widget] = useState(() => (supportWidget === 'default' ? createDefaultSupportWidget() : supportWidget));
  return (
    <AppProvider
      store={store}
      persistor={persistor}
      supportWidget={widget}
      loading={<BootLoader variant={host.portal === 'patient' ? 'patient' : 'brand'} />}
    >
      <PortalApp host={host} />
    </AppProvider>
  );
}
