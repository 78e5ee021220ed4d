import { act, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { expect } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createAppStore } from '@/app/store';
import { MuiProvider } from '@/components/mui-provider';
import { PageTitleContext } from '@/components/page-title';
import { INTAKE_ID, INTAKE_TOKEN } from '../../mocks/intake';

/** Like support/render's renderPage, with a URL that may differ from the route's pattern (query strings, children). */
export async function renderRoutes(routes: RouteObject[], url: string) {
  const { store, persistor } = createAppStore();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <AppProvider store={store} persistor={persistor}>
      <PageTitleContext.Provider value="Get started">
        <MuiProvider>
          <RouterProvider router={router} />
        </MuiProvider>
      </PageTitleContext.Provider>
    </AppProvider>,
  );
  await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  await act(async () => undefined);
  return { ...view, router };
}

export const renderAt = (element: ReactElement, path: string, url = path, extra: RouteObject[] = []) =>
  renderRoutes([{ path, element }, ...extra], url);

/** The draft this device keeps of an intake in progress (its id and token, and what else `draft` adds). */
export function saveDraft(draft: Record<string, unknown> = {}) {
  localStorage.setItem('intake-draft', JSON.stringify({ intakeId: INTAKE_ID, intakeToken: INTAKE_TOKEN, ...draft }));
}
