import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PORTALS, resolvePortal } from '@contracts/portals';
import { App } from '@/app/app';
import { applyHostDocument } from '@/app/host-document';
import { loadPortalRoutes } from '@/app/load-portal';
import type { SupportWidget } from '@/lib/support-widget';
import { adminOversightDefaults, mockUsers } from '../mocks/admin-oversight';
import { mockLogin, mockLogout, mockMe, mockRefreshToken, mockVerifyOtp, verified } from '../mocks/auth';
import { apiError, mockApi, networkError } from '../mocks/http';
import { mockDoctorOrders, mockPatientOrders } from '../mocks/orders';
import { mockMyMedications } from '../mocks/patients';
import { mockFlaggedCheckIns, mockMyCheckIns } from '../mocks/treatment-plans';
import { mockPatientSessions } from '../mocks/care-sessions';
import { mockEncouragement } from '../mocks/activities';
import { adminUser, doctorUser, patientUser, tokens } from '../support/fixtures';
import { server, setupMswLifecycle } from '../support/msw';

setupMswLifecycle();

function persistSession(session = { ...tokens, delegateAccessToken: null }) {
  localStorage.setItem(
    'persist:root',
    JSON.stringify({ session: JSON.stringify(session), _persist: JSON.stringify({ version: -1, rehydrated: true }) }),
  );
}

/** Answers GET /auth/me with `user`; returns the calls, to read the bearer each one carried. */
function meReturns(user = adminUser) {
  const me = mockMe({ user, delegateAccess: null });
  server.use(me);
  return me.calls;
}

function renderApp(hostname: string, supportWidget?: SupportWidget) {
  return render(<App host={resolvePortal(hostname)} port="3000" supportWidget={supportWidget} />);
}

// The first import of a portal's module graph is slow under Vitest's transform: warm them once, so that the tests
// measure the app, not the transformer (each render still shows the loader: the import stays asynchronous).
beforeAll(async () => {
  await Promise.all(PORTALS.map(loadPortalRoutes));
}, 30_000);

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  document.title = '';
  // The patient dashboard loads the current order, medications, check-ins, care sessions and encouragement.
  server.use(
    mockPatientOrders({ orders: [], total: 0 }),
    mockMyMedications({ medications: [] }),
    mockMyCheckIns({ due: false, items: [] }),
    mockPatientSessions({ upcoming: [], past: [] }),
    mockEncouragement(),
  );
  // The admin's dashboard loads the platform's figures; the HIPAA audit log its entries and statistics.
  server.use(...adminOversightDefaults());
  // Every signed-in shell counts unread messages; the doctor's dashboard counts orders and flagged check-ins.
  server.use(
    mockApi('get', '/chat/conversations', { items: [], nextBefore: null, totalUnread: 0 }),
    mockDoctorOrders({ orders: [], total: 0 }),
    mockFlaggedCheckIns(),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('hosts', () => {
  it('an unknown host label shows Not found', () => {
    renderApp('unknown.localhost');
    expect(screen.getByText('Not found')).toBeInTheDocument();
  });

  it('bare localhost lists a link to every portal', () => {
    renderApp('localhost');
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      'http://sale.localhost:3000',
      'http://admin.localhost:3000',
      'http://gymowner.localhost:3000',
      'http://partners.localhost:3000',
      'http://careteam.localhost:3000',
      'http://medical.localhost:3000',
      'http://patient.localhost:3000',
    ]);
  });

  it('the alternate partner host has no favicon and the title Partner Portal', () => {
    const icon = document.createElement('link');
    icon.rel = 'icon';
    icon.href = '/favicon.svg';
    document.head.appendChild(icon);
    applyHostDocument(resolvePortal('gymowner.localhost'));
    expect(document.querySelector('link[rel="icon"]')).not.toBeNull();
    applyHostDocument(resolvePortal('partners.localhost'));
    expect(document.querySelector('link[rel="icon"]')).toBeNull();
    expect(document.title).toBe('Partner Portal');
  });
});

describe('portal app', () => {
  it('shows the loader, then the sign-in page of a portal host when signed out', async () => {
    renderApp('admin.localhost');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/sign-in');
    expect(screen.getByText('Welcome to the Admin Portal.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign in'));
  });

  it('keeps the title Partner Portal on the alternate host', async () => {
    renderApp('partners.localhost');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Partner Portal'));
    expect(screen.getByText('Welcome to the Partner Portal.')).toBeInTheDocument();
  });

  it('after a reload loads the user with the stored token, shows the dashboard, and signs out', async () => {
    persistSession();
    const meCalls = meReturns();
    const logout = mockLogout();
    const logouts = logout.bodies;
    server.use(logout);
    renderApp('admin.localhost');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(meCalls.map((call) => call.headers.get('authorization'))).toEqual(['Bearer access-1']);
    expect(screen.getByText('Welcome back, Avery.')).toBeInTheDocument();
    expect(screen.getByText('Avery Stone')).toBeInTheDocument();
    expect(screen.queryByText(/Your account belongs to/)).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Partners' })).toHaveAttribute('href', '/partners');
    expect(within(nav).getByRole('link', { name: 'HIPAA Audit Logs' })).toHaveAttribute('href', '/audit-logs');
    await waitFor(() => expect(document.title).toBe('Dashboard'));

    const user = userEvent.setup();
    await user.click(within(nav).getByRole('link', { name: 'HIPAA Audit Logs' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'HIPAA Audit Logs' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('HIPAA Audit Logs'));

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(logouts).toEqual([{ refreshToken: tokens.refreshToken }]);
    await waitFor(() => expect(localStorage.getItem('persist:root') ?? '').not.toContain('access-1'));
  });

  it('signs out locally even when the logout call fails', async () => {
    persistSession();
    meReturns();
    server.use(mockLogout(networkError));
    renderApp('admin.localhost');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('a signed-in PATIENT on another portal host gets the patient portal', async () => {
    persistSession();
    meReturns(patientUser);
    renderApp('admin.localhost');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Patient Portal')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'My Profile' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Partners' })).not.toBeInTheDocument();
  });

  it('a PATIENT signing in through the form on the admin host lands on the patient dashboard', async () => {
    server.use(mockLogin({ otpRequired: true, email: patientUser.email }), mockVerifyOtp(verified({ user: patientUser })));
    window.history.replaceState(null, '', '/sign-in');
    renderApp('admin.localhost');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), patientUser.email);
    await user.type(screen.getByLabelText('Password'), 'Demo-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(screen.getByText('Welcome back, Pat.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'My Profile' })).toBeInTheDocument();
  });

  it('shows a way out when the user cannot be loaded', async () => {
    persistSession();
    let fail = true;
    server.use(mockMe(() => (fail ? apiError(503, 'Service unavailable', 'UNAVAILABLE') : { user: adminUser, delegateAccess: null })));
    renderApp('admin.localhost');
    expect(await screen.findByRole('heading', { name: 'We could not load your account' })).toBeInTheDocument();
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it("tells staff when the portal is not their account's home", async () => {
    persistSession();
    meReturns({ ...adminUser, role: 'DOCTOR' });
    renderApp('admin.localhost');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Your account belongs to the Medical Portal/)).toBeInTheDocument();
  });

  it('the patient portal loader shows the words Patient Portal', async () => {
    renderApp('patient.localhost');
    expect(screen.getByText('Patient Portal')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('an expired session whose refresh fails ends on the sign-in page', async () => {
    persistSession();
    server.use(
      mockMe(() => apiError(401, 'Expired', 'UNAUTHORIZED')),
      mockRefreshToken(() => apiError(401, 'Reused', 'UNAUTHORIZED')),
    );
    renderApp('admin.localhost');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('persist:root') ?? '').not.toContain('access-1'));
  });

  it('a mistyped address inside a portal keeps the navigation and says the page is not found', async () => {
    persistSession();
    meReturns(doctorUser);
    // /tasks is a page of another portal (the care team's), not of the medical one.
    window.history.replaceState(null, '', '/tasks');
    renderApp('medical.localhost');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found'));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Prescription Queue' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('a mistyped address while signed out goes to sign-in', async () => {
    window.history.replaceState(null, '', '/no-such-page');
    renderApp('sale.localhost');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/sign-in');
  });

  it("the admin's /settings leads to Admin Settings, and the navigation has no second Settings", async () => {
    persistSession();
    meReturns(adminUser);
    server.use(mockUsers());
    window.history.replaceState(null, '', '/settings');
    renderApp('admin.localhost');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Settings' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin-settings');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Admin Settings' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });
});

describe('support widget', () => {
  it('boots once with the user id, full name, email and creation date once the user is known', async () => {
    persistSession();
    meReturns();
    const widget = { boot: vi.fn() };
    renderApp('admin.localhost', widget);
    expect(widget.boot).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(widget.boot).toHaveBeenCalledTimes(1);
    expect(widget.boot).toHaveBeenCalledWith({
      userId: adminUser.id,
      fullName: 'Avery Stone',
      email: 'admin@demo.test',
      createdAt: '2026-01-02T03:04:05.000Z',
    });
  });

  it('is not booted while nobody is signed in', async () => {
    const widget = { boot: vi.fn() };
    renderApp('admin.localhost', widget);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(widget.boot).not.toHaveBeenCalled();
  });
});
