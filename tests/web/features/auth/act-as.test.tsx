import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createAppStore } from '@/app/store';
import { MuiProvider } from '@/components/mui-provider';
import { SignedInShell } from '@/features/auth';
import { ActAsPage } from '@/features/auth/pages/act-as-page';
import { goToUrl } from '@/lib/go-to-url';
import { loggedIn, sessionStarted } from '@/lib/session';
import { mockActAsExchange } from '../../mocks/admin-doctors';
import { mockLogout } from '../../mocks/auth';
import { apiError } from '../../mocks/http';
import { doctorUser, tokens } from '../../support/fixtures';
import { server, setupMswLifecycle } from '../../support/msw';

vi.mock('@/lib/go-to-url', () => ({ goToUrl: vi.fn() }));

setupMswLifecycle();
afterEach(() => {
  vi.mocked(goToUrl).mockClear();
  window.sessionStorage.clear();
});

const actingAs = { actorName: 'Avery Stone', actorEmail: 'admin@demo.test', expiresAt: '2026-01-05T10:30:00.000Z' };

function renderAt(entry: string, routes: { path: string; element: React.ReactElement }[]) {
  const { store, persistor } = createAppStore();
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <AppProvider store={store} persistor={persistor}>
      <MuiProvider>
        <RouterProvider router={router} />
      </MuiProvider>
    </AppProvider>,
  );
  return { store, router };
}

describe('the "act as" hand-over on the doctor’s host', () => {
  it('takes the one-time code for the acting session and opens the portal as the doctor', async () => {
    const exchange = mockActAsExchange({
      accessToken: 'acting-access',
      refreshToken: 'acting-refresh-000000000001',
      delegateAccessToken: null,
      user: doctorUser,
      actingAs,
    });
    server.use(exchange);
    const { store } = renderAt('/act-as?code=handover-code-0000000000000001&return=/doctors/1', [
      { path: '/act-as', element: <ActAsPage /> },
      { path: '/', element: <h1>Doctor home</h1> },
    ]);
    expect(await screen.findByRole('heading', { name: 'Doctor home' })).toBeInTheDocument();
    expect(exchange.bodies).toEqual([{ code: 'handover-code-0000000000000001' }]);
    expect(store.getState().user).toMatchObject({ user: doctorUser, actingAs });
    expect(store.getState().session).toMatchObject({ accessToken: 'acting-access', refreshToken: 'acting-refresh-000000000001' });
    expect(window.sessionStorage.getItem('act-as-return')).toBe('/doctors/1');
  });

  it('explains a used or expired code and offers the way back to the admin portal', async () => {
    server.use(
      mockActAsExchange(() =>
        apiError(401, 'This "act as" link has expired or was already used. Start again from the admin portal.', 'HANDOVER_INVALID'),
      ),
    );
    const { store } = renderAt('/act-as?code=handover-code-0000000000000001&return=//evil.test', [
      { path: '/act-as', element: <ActAsPage /> },
    ]);
    expect(await screen.findByRole('heading', { name: 'Could not act as this user' })).toBeInTheDocument();
    expect(screen.getByText(/has expired or was already used/)).toBeInTheDocument();
    expect(store.getState().session.accessToken).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Return to admin' }));
    // Another site as the "return" is never followed: the admin's dashboard instead.
    expect(vi.mocked(goToUrl).mock.calls[0][0]).toMatch(/^http:\/\/admin\.localhost(:\d+)?\/$/);
  });
});

describe('the acting banner', () => {
  it('names whom the admin acts as, and "Return to admin" ends the acting session and goes back', async () => {
    const logout = mockLogout();
    server.use(logout);
    window.sessionStorage.setItem('act-as-return', '/doctors/55555555-5555-4555-8555-555555555555');
    const { store } = renderAt('/', [{ path: '/', element: <SignedInShell portal="medical" navItems={[]} /> }]);
    store.dispatch(loggedIn({ user: doctorUser, actingAs }));
    store.dispatch(sessionStarted(tokens));
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Acting as Dana Okafor — return to admin');
    expect(banner).toHaveTextContent('You are Avery Stone');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Return to admin' }));
    await waitFor(() => expect(goToUrl).toHaveBeenCalledTimes(1));
    expect(logout.calls).toHaveLength(1);
    expect(vi.mocked(goToUrl).mock.calls[0][0]).toMatch(
      /^http:\/\/admin\.localhost(:\d+)?\/doctors\/55555555-5555-4555-8555-555555555555$/,
    );
    expect(store.getState().session.accessToken).toBeNull();
  });

  it('is not shown outside an acting session', async () => {
    const { store } = renderAt('/', [{ path: '/', element: <SignedInShell portal="medical" navItems={[]} /> }]);
    store.dispatch(loggedIn({ user: doctorUser }));
    store.dispatch(sessionStarted(tokens));
    expect(await screen.findByText('Dana Okafor')).toBeInTheDocument();
    expect(screen.queryByText(/Acting as/)).not.toBeInTheDocument();
  });
});
