import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@contracts/auth';
import { CareSessionsPage } from '@/features/care-sessions';
import { careSession, careSessionStore, NURSE_ID, tomorrowAt } from '../../mocks/care-sessions';
import { carePatient, mockCarePatients } from '../../mocks/care-team';
import { failure, mockApi } from '../../mocks/http';
import { server, setupMswLifecycle } from '../../support/msw';
import { doctorUser } from '../../support/fixtures';
import { renderSignedInPage } from '../../support/render-page';

setupMswLifecycle();

const nurse: User = { ...doctorUser, id: NURSE_ID, firstName: 'Casey', lastName: 'Nguyen', email: 'care@demo.test', role: 'NURSER' };
const support: User = { ...nurse, id: 'd0000000-0000-4000-8000-0000000000cc', email: 'support@demo.test', role: 'CUSTOMER_SUPPORT' };
const renderSessions = (user: User = nurse) => renderSignedInPage(<CareSessionsPage />, '/sessions', '/sessions', { user });

const localDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe('care sessions page', () => {
  it("lists a nurse's own sessions of the coming week by day, asking the server for that range", async () => {
    const store = careSessionStore([
      careSession(),
      careSession({ id: 'd0000000-0000-4000-8000-000000000002', startsAt: tomorrowAt(16), kind: 'NUTRITION' }),
    ]);
    server.use(...store.handlers);
    await renderSessions();
    expect(screen.getByRole('heading', { level: 1, name: 'Sessions' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Sessions' });
    const tomorrow = new Date(tomorrowAt());
    const heading = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(tomorrow);
    expect(await within(table).findByRole('columnheader', { name: heading })).toBeInTheDocument();
    expect(within(table).getAllByText('Jamie Ortiz')).toHaveLength(2);
    expect(within(table).getByText('Nutrition coaching')).toBeInTheDocument();
    expect(within(table).getByText('3:00 PM – 3:30 PM')).toBeInTheDocument();
    const query = store.list.queries[0];
    expect(query).toMatchObject({ host: 'me', sort: 'startsAt:asc', page: '1' });
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    expect(query.from).toBe(today.toISOString());
    const end = new Date(today);
    end.setDate(end.getDate() + 7);
    expect(query.to).toBe(end.toISOString());
  });

  it('filters by status and asks again from page 1', async () => {
    const store = careSessionStore();
    server.use(...store.handlers);
    await renderSessions();
    await screen.findByRole('table', { name: 'Sessions' });
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'COMPLETED');
    await waitFor(() => expect(store.list.queries.at(-1)).toMatchObject({ status: 'COMPLETED', page: '1' }));
    expect(await screen.findByText('No sessions')).toBeInTheDocument();
  });

  it('says so when there are no sessions', async () => {
    server.use(...careSessionStore([]).handlers);
    await renderSessions();
    expect(await screen.findByText('No sessions')).toBeInTheDocument();
  });

  it('says so when the sessions cannot be loaded', async () => {
    server.use(mockApi('get', '/care/sessions', () => failure(500)));
    await renderSessions();
    expect(await screen.findByText('Error fetching sessions')).toBeInTheDocument();
  });

  it('schedules a session: finds the patient, picks kind, date, time and duration; the server refusing an overlap says why', async () => {
    const day = localDay(new Date(tomorrowAt()));
    const clash = new Date(`${day}T10:00`).toISOString();
    const store = careSessionStore([], { overlapAt: clash });
    const patients = mockCarePatients({
      items: [carePatient({ firstName: 'Pat', lastName: 'Jordan' })],
      total: 1,
      page: 1,
      limit: 10,
      totalPages: 1,
    });
    server.use(...store.handlers, patients);
    await renderSessions();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Schedule session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule session' });

    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Choose a patient')).toBeInTheDocument();
    expect(store.writes).toHaveLength(0);

    await user.type(within(dialog).getByRole('combobox', { name: 'Patient' }), 'pat');
    await waitFor(() => expect(patients.queries.at(-1)).toMatchObject({ search: 'pat' }));
    await user.click(await screen.findByRole('option', { name: /Pat Jordan/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), 'SIDE_EFFECTS');
    const date = within(dialog).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, day);
    const time = within(dialog).getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '10:00');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Duration' }), '45');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(await within(dialog).findByText(/The host already has a session scheduled/)).toBeInTheDocument();
    expect(store.writes[0].body).toMatchObject({ kind: 'SIDE_EFFECTS', startsAt: clash, durationMinutes: 45 });

    await user.clear(time);
    await user.type(time, '11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Schedule session' })).not.toBeInTheDocument());
    expect(store.writes[1].body).toMatchObject({ startsAt: new Date(`${day}T11:00`).toISOString() });
    // The list is fetched again and shows it.
    expect(await within(screen.getByRole('table', { name: 'Sessions' })).findByText('Side-effects check')).toBeInTheDocument();
  });

  it('a nurse completes a session only once it has started: one ahead offers no Complete', async () => {
    const store = careSessionStore();
    server.use(...store.handlers);
    await renderSessions();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Actions for Jamie Ortiz's check-in/ }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Reschedule', 'Cancel session']);
  });

  it('a nurse completes a session with notes', async () => {
    const store = careSessionStore([careSession({ startsAt: new Date(Date.now() - 20 * 60_000).toISOString() })]);
    server.use(...store.handlers);
    await renderSessions();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Actions for Jamie Ortiz's check-in/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete session' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(within(dialog).getByText('Enter the notes')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Tolerating the dose well.');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(store.writes).toEqual([{ action: 'complete', id: careSession().id, body: { notes: 'Tolerating the dose well.' } }]),
    );
    expect(await within(screen.getByRole('table', { name: 'Sessions' })).findByText('Completed')).toBeInTheDocument();
  });

  it('customer support may reschedule and cancel (with a reason) but not complete or mark a no-show', async () => {
    const store = careSessionStore();
    server.use(...store.handlers);
    await renderSessions(support);
    expect(await screen.findByRole('table', { name: 'Sessions' })).toBeInTheDocument();
    expect(store.list.queries[0]).toMatchObject({ host: 'any' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Actions for Jamie Ortiz's check-in/ }));
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual(['Reschedule', 'Cancel session']);
    await user.click(screen.getByRole('menuitem', { name: 'Cancel session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel session' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Patient asked to move it');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    await waitFor(() => expect(store.writes[0]).toMatchObject({ action: 'cancel', body: { reason: 'Patient asked to move it' } }));
    expect(await within(screen.getByRole('table', { name: 'Sessions' })).findByText('Canceled')).toBeInTheDocument();
  });
});
