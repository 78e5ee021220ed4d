import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contracts/auth';
import { localDay } from '@contracts/event-times';
import { CareTasksPage, OpenTasksCard } from '@/features/care-tasks';
import {
  careTask,
  mockAssignCareTask,
  mockCareTaskAssignees,
  mockCareTasks,
  mockCompleteCareTask,
  mockCreateCareTask,
  NURSE_ID,
} from '../../mocks/care-tasks';
import { carePatient, mockCarePatients } from '../../mocks/care-team';
import { apiError, failure, itemsPage } from '../../mocks/http';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { doctorUser } from '../../support/fixtures';
import { renderSignedInPage } from '../../support/render-page';
import { viewportWidth } from '../../support/viewport';

setupMswLifecycle();

const nurse: User = { ...doctorUser, id: NURSE_ID, firstName: 'Casey', lastName: 'Nguyen', email: 'care@demo.test', role: 'NURSER' };
const renderTasks = (entry = '/tasks') => renderSignedInPage(<CareTasksPage />, '/tasks', entry, { user: nurse });

/** The tasks page over the default open task and `handlers`: the row of that task, once it shows. */
async function renderTaskRow(...handlers: Parameters<typeof server.use>) {
  server.use(mockCareTasks(), ...handlers);
  await renderTasks();
  return (await screen.findByRole('link', { name: 'Riley Thompson' })).closest('tr') as HTMLElement;
}

/** The "Mark task done" dialog of the default open task, with `handlers` in place. */
async function openMarkDone(...handlers: Parameters<typeof server.use>) {
  const row = await renderTaskRow(...handlers);
  const user = userEvent.setup();
  await user.click(within(row).getByRole('button', { name: 'Mark done' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Mark task done' }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('care tasks page', () => {
  it('on a 390 px phone shows each task as a card, with its actions, and nothing scrolls sideways', async () => {
    viewportWidth(390);
    server.use(mockCareTasks(), mockCareTaskAssignees());
    const assign = mockAssignCareTask();
    server.use(assign);
    await renderTasks();
    const list = await screen.findByRole('list', { name: 'Tasks' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getAllByRole('listitem')[0];
    expect(within(card).getByRole('link', { name: 'Riley Thompson' })).toHaveAttribute(
      'href',
      '/patients/00000000-0000-4000-8000-000000000101',
    );
    expect(within(card).getByText('Payment failed')).toBeInTheDocument();
    expect(within(card).getByText('Payment declined for order #1042')).toBeInTheDocument();
    expect(within(card).getByText(/unassigned$/)).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(assign.bodies).toEqual([{ assigneeId: NURSE_ID }]));
  });

  it('lists tasks with the patient linked to their chart, due date, kind and assignee', async () => {
    const seen = queriesOf(mockCareTasks());
    await renderTasks();
    expect(screen.getByRole('heading', { level: 1, name: 'Tasks' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Riley Thompson' });
    expect(link).toHaveAttribute('href', '/patients/00000000-0000-4000-8000-000000000101');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Payment failed')).toBeInTheDocument();
    expect(within(row).getByText('Unassigned')).toBeInTheDocument();
    expect(within(row).getByText('Payment declined for order #1042')).toBeInTheDocument();
    expect(seen).toEqual([{ page: '1', limit: '10', sort: 'dueAt:asc', status: 'OPEN', assignee: 'any' }]);
  });

  it('filters by kind, assignee and status on the server', async () => {
    const seen = queriesOf(mockCareTasks(itemsPage(3, (n) => careTask({ id: `00000000-0000-4000-8000-00000000070${n}` }))));
    await renderTasks();
    await screen.findAllByRole('link', { name: 'Riley Thompson' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'RENEWAL_DUE');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ kind: 'RENEWAL_DUE' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'me');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ kind: 'RENEWAL_DUE', assignee: 'me' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'DONE');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ kind: 'RENEWAL_DUE', assignee: 'me', status: 'DONE' }));
  });

  it('assigns a task to the signed-in member', async () => {
    const assign = mockAssignCareTask();
    const row = await renderTaskRow(assign);
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(assign.bodies).toEqual([{ assigneeId: NURSE_ID }]));
    expect(await screen.findByText('Task assigned')).toBeInTheDocument();
  });

  it('assigns a task to another member chosen in a dialog', async () => {
    const assign = mockAssignCareTask();
    const row = await renderTaskRow(mockCareTaskAssignees(), assign);
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Assign…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign task' });
    const select = within(dialog).getByRole('combobox', { name: 'Assign to' });
    await within(dialog).findByRole('option', { name: 'Sydney Park (Customer support)' });
    await user.selectOptions(select, '00000000-0000-4000-8000-000000000901');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(assign.bodies).toEqual([{ assigneeId: '00000000-0000-4000-8000-000000000901' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks a task done only with a note', async () => {
    const done = mockCompleteCareTask();
    const { user, dialog } = await openMarkDone(done);
    await user.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    expect(await within(dialog).findByText('Say what was done')).toBeInTheDocument();
    expect(done.bodies).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'What was done' }), 'Called Riley; she will pay today.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(done.bodies).toEqual([{ note: 'Called Riley; she will pay today.' }]));
    expect(await screen.findByText('Task marked done')).toBeInTheDocument();
  });

  it("shows the server's reason when marking done fails", async () => {
    const { user, dialog } = await openMarkDone(mockCompleteCareTask(() => apiError(409, 'This task is done already', 'CONFLICT')));
    await user.type(within(dialog).getByRole('textbox', { name: 'What was done' }), 'Done');
    await user.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    expect(await within(dialog).findByText('This task is done already')).toBeInTheDocument();
  });

  it('says "more than 1,000" past the count\'s cap and pages on by page number', async () => {
    // 1,500 done tasks, of which the server counts 1,000 (`totalIsEstimate`).
    const capped = mockCareTasks((call) => ({
      ...itemsPage(1500, (n) => careTask({ id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` }))(call),
      total: 1000,
      totalIsEstimate: true,
    }));
    server.use(capped);
    await renderTasks('/tasks?status=DONE');
    expect(await screen.findByText('1–10 of more than 1,000')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('11–20 of more than 1,000')).toBeInTheDocument();
    expect(queriesOf(capped).at(-1)).toMatchObject({ page: '2', status: 'DONE' });
  });

  it('says "No tasks" when there are none', async () => {
    server.use(mockCareTasks(itemsPage(0, () => careTask())));
    await renderTasks();
    expect(await screen.findByText('No tasks')).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    server.use(mockCareTasks(() => failure(500)));
    await renderTasks();
    expect(await screen.findByText('Error fetching tasks')).toBeInTheDocument();
  });
});

describe('opening a follow-up', () => {
  const jamie = carePatient({
    id: '00000000-0000-4000-8000-000000000102',
    firstName: 'Jamie',
    lastName: 'Ortiz',
    email: 'jamie@demo.test',
  });

  /** The tasks page with no tasks and `patients` to choose from: the "New follow-up" dialog, opened. */
  async function openFollowUp(patients = [jamie]) {
    const create = mockCreateCareTask();
    server.use(
      mockCareTasks(itemsPage(0, () => careTask())),
      mockCarePatients({ items: patients, total: patients.length, page: 1, limit: 20, totalPages: patients.length ? 1 : 0 }),
      create,
    );
    await renderTasks();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New follow-up' }));
    return { create, user, dialog: await screen.findByRole('dialog', { name: 'New follow-up' }) };
  }

  it('finds a patient and opens a follow-up due on a date', { timeout: 20_000 }, async () => {
    const { create, user, dialog } = await openFollowUp();
    await user.click(within(dialog).getByRole('button', { name: 'Open follow-up' }));
    expect(await within(dialog).findByText('Choose a patient')).toBeInTheDocument();
    await within(dialog).findByRole('option', { name: 'Jamie Ortiz (jamie@demo.test)' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Patient' }), jamie.id);
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Check in about nausea');
    const due = within(dialog).getByLabelText('Due date');
    await user.clear(due);
    await user.type(due, '2030-01-15');
    await user.click(within(dialog).getByRole('button', { name: 'Open follow-up' }));
    await waitFor(() =>
      expect(create.bodies).toEqual([{ patientId: jamie.id, title: 'Check in about nausea', detail: '', dueAt: '2030-01-15' }]),
    );
    expect(await screen.findByText('Follow-up opened')).toBeInTheDocument();
  });

  it('refuses a due date already past, with the reason beside the field, and offers no earlier day than today', async () => {
    const { create, user, dialog } = await openFollowUp();
    await within(dialog).findByRole('option', { name: 'Jamie Ortiz (jamie@demo.test)' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Patient' }), jamie.id);
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Call back');
    const due = within(dialog).getByLabelText('Due date');
    expect(due).toHaveAttribute('min', localDay());
    await user.clear(due);
    await user.type(due, '2020-01-15');
    await user.click(within(dialog).getByRole('button', { name: 'Open follow-up' }));
    expect(await within(dialog).findByText('The due date cannot be in the past')).toBeInTheDocument();
    expect(create.bodies).toEqual([]);
  });

  it('counts the title against its limit and refuses a longer one instead of cutting it', async () => {
    const { create, user, dialog } = await openFollowUp([]);
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.click(title);
    await user.paste('t'.repeat(250));
    expect(title).toHaveValue('t'.repeat(250));
    expect(within(dialog).getByText('250 / 200 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('0 / 2,000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Open follow-up' }));
    expect(await within(dialog).findByText('Use at most 200 characters')).toBeInTheDocument();
    expect(create.bodies).toEqual([]);
  });

  it('is not offered to customer support', async () => {
    server.use(mockCareTasks());
    await renderSignedInPage(<CareTasksPage />, '/tasks', '/tasks', { user: { ...nurse, role: 'CUSTOMER_SUPPORT' } });
    await screen.findByRole('link', { name: 'Riley Thompson' });
    expect(screen.queryByRole('button', { name: 'New follow-up' })).not.toBeInTheDocument();
  });
});

describe('open tasks card', () => {
  it('counts open tasks and those assigned to me', async () => {
    server.use(mockCareTasks((call) => ({ items: [], total: call.query.assignee === 'me' ? 2 : 7, page: 1, limit: 1, totalPages: 7 })));
    await renderSignedInPage(<OpenTasksCard />, '/', '/', { user: nurse });
    const card = await screen.findByRole('region', { name: 'Open tasks' });
    expect(await within(card).findByText('7')).toBeInTheDocument();
    expect(within(card).getByText(/2 assigned to you/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View tasks' })).toHaveAttribute('href', '/tasks');
  });
});
