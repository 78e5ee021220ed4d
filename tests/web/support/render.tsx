import { act, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createAppStore } from '@/app/store';
import { MuiProvider } from '@/components/mui-provider';
import { PageTitleContext } from '@/components/page-title';
import type { SupportWidget } from '@/lib/support-widget';

interface Options {
  path?: string;
  routes?: RouteObject[];
  supportWidget?: SupportWidget;
}

/**
 * Renders an element at `path` inside the real providers (store, SWR, toasts), the theme and a memory router, once
 * the persisted session has been read back (PersistGate renders nothing before).
 */
export async function renderPage(element: ReactElement, { path = '/', routes = [], supportWidget }: Options = {}) {
  const { store, persistor } = createAppStore();
  const router = createMemoryRouter(
    [{ path, element: <PageTitleContext.Provider value="Test page">{element}</PageTitleContext.Provider> }, ...routes],
    { initialEntries: [path] },
  );
  const view = await renderRouter(router, { store, persistor }, supportWidget);
  return { ...view, store, persistor, router };
}

/**
 * Renders `router` inside the real providers of `app` (store, SWR, toasts) and the theme, once the persisted session
 * has been read back (PersistGate renders nothing before).
 */
export async function renderRouter(
  router: ReturnType<typeof createMemoryRouter>,
  { store, persistor }: ReturnType<typeof createAppStore>,
  supportWidget?: SupportWidget,
) {
  const view = render(
    <AppProvider store={store} persistor={persistor} supportWidget={supportWidget}>
      {/* The theme, as the app's ThemedOutlet gives every page but sign-in. */}
      <MuiProvider>
        <RouterProvider router={router} />
      </MuiProvider>
    </AppProvider>,
  );
  await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  await act(async () => undefined);
  return view;
}
