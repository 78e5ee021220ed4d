import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { SWRConfig, type Cache } from 'swr';
import { ToastHost } from '@/components/toast-host';
import { configureApiClient } from '@/lib/api-bindings';
import { clearSwrCache, createSwrCache, swrDefaults } from '@/lib/swr';
import { loggedOut, tokensRefreshed } from '@/lib/session';
import { SupportWidgetContext, noopSupportWidget, type SupportWidget } from '@/lib/support-widget';
import type { AppStore } from './store';
import { SupportWidgetBoot } from './support-widget-boot';

interface AppProviderProps {
  store: AppStore;
  persistor: Persistor;
  supportWidget?: SupportWidget;
  /** Shown while the persisted session is read back. */
  loading?: ReactNode;
  children: ReactNode;
}

/** Binds the API client to the store: reads the session, saves refreshed tokens, ends the session. */
export function bindApiClient(store: AppStore, swrCache?: Cache): () => void {
  return configureApiClient({
    getSession: () => store.getState().session,
    onTokensRefreshed: (tokens) => store.dispatch(tokensRefreshed(tokens)),
    onSessionEnded: () => {
      store.dispatch(loggedOut());
      if (swrCache) clearSwrCache(swrCache);
    },
  });
}

export function AppProvider({ store, persistor, supportWidget = noopSupportWidget, loading = null, children }: AppProviderProps) {
  // Bound during the first render, before any child effect can send a request; the effect keeps it bound across
  // StrictMode's simulated remount and unbinds on unmount.
  const [swrCache] = useState(createSwrCache);
  useState(() => bindApiClient(store, swrCache));
  useEffect(() => bindApiClient(store, swrCache), [store, swrCache]);
  const [swrConfig] = useState(() => ({ ...swrDefaults, provider: () => swrCache }));

  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={loading}>
        <SWRConfig value={swrConfig}>
          <SupportWidgetContext.Provider value={supportWidget}>
            <SupportWidgetBoot />
            {children}
          </SupportWidgetContext.Provider>
        </SWRConfig>
      </PersistGate>
      <ToastHost />
    </Provider>
  );
}
