import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@contracts/auth';
import { CareTasksPage } from '@/features/care-tasks';
import { careTask, mockCareTasks, mockReopenCareTask, NURSE_ID } from '../../mocks/care-tasks';
import { apiError } from '../../mocks/http';
import { server, setupMswLifecycle } from '../../support/msw';
import { doctorUser } from '../../support/fixtures';
import { renderSignedInPage } from '../../support/render-page';

setupMswLifecycle();

const nurse: User = { ...doctorUser, id: NURSE_ID, firstName: 'Casey', lastName: 'Nguyen', email: 'care@demo.test', role: 'NURSER' };
const doneTask = careTask({
  status: 'DONE',
  doneAt: '2026-11-25T13:00:00.000Z',
  doneBy: { id: NURSE_ID, name: 'Casey Nguyen' },
  doneNote: 'Riley paid by phone.',
});
const page = (items: ReturnType<typeof careTask>[]) => ({ items, total: items.length, page: 1, limit: 10, totalPages: 1 });
/** The Done tab lists the done task; the Open tab nothing. */
const listByStatus = () => mockCareTasks((call) => page(call.query.status === 'DONE' ? [doneTask] : []));
const renderDone = () => renderSignedInPage(<CareTasksPage />, '/tasks', '/tasks?status=DONE', { user: nurse });

async function openDialog() {
  const row = (await screen.findByRole('link', { name: 'Riley Thompson' })).closest('tr') as HTMLElement;
  expect(within(row).getByText('Done by Casey Nguyen: Riley paid by phone.')).toBeInTheDocument();
  await userEvent.setup().click(within(row).getByRole('button', { name: 'Reopen' }));
  return screen.findByRole('dialog', { name: 'Reopen task' });
}

describe('reopening a done task', () => {
  it('asks for a reason, reopens, says so and fetches the list again', async () => {
    const list = listByStatus();
    const reopen = mockReopenCareTask();
    server.use(list, reopen);
    await renderDone();
    const dialog = await openDialog();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await within(dialog).findByText('Say why the task is reopened')).toBeInTheDocument();
    expect(reopen.bodies).toEqual([]);
    const fetched = list.calls.length;
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The card failed again.');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(reopen.bodies).toEqual([{ reason: 'The card failed again.' }]));
    expect(reopen.calls[0].params).toMatchObject({ id: doneTask.id });
    expect(await screen.findByText('Task reopened')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(list.calls.length).toBeGreaterThan(fetched));
  });

  it('closes on Cancel without reopening', async () => {
    const reopen = mockReopenCareTask();
    server.use(listByStatus(), reopen);
    await renderDone();
    const dialog = await openDialog();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reopen.calls).toHaveLength(0);
  });

  it("shows the server's reason when reopening fails, and keeps the dialog open", async () => {
    server.use(
      listByStatus(),
      mockReopenCareTask(() => apiError(409, 'An open task of this kind already exists for this order', 'CONFLICT')),
    );
    await renderDone();
    const dialog = await openDialog();
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await within(dialog).findByText('An open task of this kind already exists for this order')).toBeInTheDocument();
    expect(screen.queryByText('Task reopened')).not.toBeInTheDocument();
  });

  it('shows who reopened an open task, when and why', async () => {
    server.use(
      mockCareTasks(
        page([
          careTask({
            reopened: { at: '2026-11-26T09:00:00.000Z', by: { id: NURSE_ID, name: 'Casey Nguyen' }, reason: 'Card failed again' },
          }),
        ]),
      ),
    );
    await renderSignedInPage(<CareTasksPage />, '/tasks', '/tasks', { user: nurse });
    const row = (await screen.findByRole('link', { name: 'Riley Thompson' })).closest('tr') as HTMLElement;
    expect(within(row).getByText(/^Reopened by Casey Nguyen on .*2026: Card failed again$/)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
  });
});
