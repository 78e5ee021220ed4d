/**
 * The patient dashboard drawn on the server with the patient's data (issue 9: its largest text painted from the HTML
 * alone). Built by `vite build --ssr` into dist-ssr/ and called by server/platform/http/first-view.ts for `GET /` on
 * the patient host when the request carries a live session cookie. It renders the app's own shell and dashboard
 * (same components, same MUI styles), so the app's page, drawn in the hidden root, matches it when it takes over
 * (lib/prerendered.ts); the replies it used travel with the page and seed the app's SWR cache (lib/first-view.ts).
 *
 * The data comes through the app's own API calls (src/api), answered by `fetchJson`, which the server binds to the
 * session: each call passes the API's access policy and leaves its audit row like the app's own calls.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { configureStore } from '@reduxjs/toolkit';
import type { AxiosAdapter } from 'axios';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig, unstable_serialize, type Cache, type Middleware } from 'swr';
import { getMe, ME_KEY } from '@/api/auth/get-me';
import { rootReducer } from '@/app/store';
import { titleFor } from '@/app/titles';
import { MuiProvider } from '@/components/mui-provider';
import { PatientDashboardPage } from '@/features/patient-portal/dashboard';
import { apiClient } from '@/lib/api-client';
import { userLoaded } from '@/lib/session';
import { answered, swrDefaults } from '@/lib/swr';
import { inViewerTimeZone } from '@/lib/viewer-time-zone';
import { PatientShell } from '@/portals/patient/layout';

/** GETs an API path (under the API base, with its query) as the session's patient and returns the reply body. */
export type FetchJson = (path: string) => Promise<unknown>;

export type DrawnDashboard = {
  title: string;
  /** The page's markup (shell and dashboard, MUI's styles inline). */
  markup: string;
  /** The replies the page was drawn from, by SWR key: the app starts with them (lib/first-view.ts). */
  cache: [key: string, data: unknown][];
};

// Each render's calls are answered by its own session: the API client is shared by concurrent renders in the server.
const session = new AsyncLocalStorage<FetchJson>();
const adapter: AxiosAdapter = async (config) => {
  const fetchJson = session.getStore();
  if (!fetchJson) throw new Error('first view: an API call outside a render');
  const query = config.params ? `?${new URLSearchParams(config.params as Record<string, string>)}` : '';
  const data = await fetchJson(`${config.url ?? ''}${query}`);
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};
apiClient.defaults.adapter = adapter;

const MAX_PASSES = 4;

/**
 * Renders until every SWR hook on the page has its data: each pass notes the keys the page asked for and not yet
 * answered, fetches them (in parallel), and renders again with the answers. Cards that ask for more once they have
 * data (a second key) take one more pass; the loop stops at MAX_PASSES.
 */
export function renderPatientDashboard(fetchJson: FetchJson, timeZone?: string): Promise<DrawnDashboard> {
  return session.run(fetchJson, async () => {
    const store = configureStore({ reducer: rootReducer });
    const cache = new Map() as Cache;
    // The shell needs the user, finding the page's calls does not: the user loads while the first pass runs.
    let userLoading: Promise<void> | null = getMe().then((me) => {
      store.dispatch(userLoaded(me));
      cache.set(ME_KEY, answered(me));
    });

    let markup = '';
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const wanted = new Map<string, () => Promise<unknown>>();
      const notice: Middleware = (next) => (key, fetcher, config) => {
        const id = unstable_serialize(key);
        if (id && id !== ME_KEY && fetcher && !cache.get(id)) {
          const args = typeof key === 'function' ? (key as () => unknown)() : key;
          wanted.set(id, () => (fetcher as (arg: unknown) => Promise<unknown>)(args));
        }
        return next(key, fetcher, config);
      };
      markup = inViewerTimeZone(timeZone, () =>
        renderToString(
          <Provider store={store}>
            <SWRConfig value={{ ...swrDefaults, provider: () => cache, use: [notice] }}>
              <MuiProvider>
                <MemoryRouter initialEntries={['/']}>
                  <Routes>
                    <Route element={<PatientShell />}>
                      <Route index element={<PatientDashboardPage />} />
                    </Route>
                  </Routes>
                </MemoryRouter>
              </MuiProvider>
            </SWRConfig>
          </Provider>,
        ),
      );
      if (wanted.size === 0 && !userLoading) break;
      await Promise.all([userLoading, ...[...wanted].map(async ([id, fetch]) => cache.set(id, answered(await fetch())))]);
      userLoading = null;
    }
    const entries = [...(cache as Map<string, { data: unknown }>)].map(([key, state]) => [key, state.data] as [string, unknown]);
    return { title: titleFor('/'), markup, cache: entries };
  });
}
