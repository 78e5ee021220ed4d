import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminSettingsPage } from '@/features/admin-oversight';
import { account, adminAccount, mockCreateAdmin, mockDeleteAdmin, mockResetOtp, mockUsers } from '../../mocks/admin-oversight';
import { apiError, failure } from '../../mocks/http';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { renderAdminPage } from './render';

setupMswLifecycle();

const otherAdmin = account({
  id: '13131313-1313-4131-8131-131313131313',
  firstName: 'Riley',
  lastName: 'Park',
  email: 'riley@demo.test',
  role: 'SUPER_ADMIN',
});
const open = () => renderAdminPage(<AdminSettingsPage />, '/admin-settings');

describe('Admin Settings: admins', () => {
  it('lists the admins; yourself cannot be deleted', async () => {
    server.use(mockUsers([account()], [adminAccount(), otherAdmin]));
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Settings' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Admins' });
    expect(within(table).getByText('Avery Stone (you)')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Delete admin Avery Stone' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'Delete admin Riley Park' })).toBeEnabled();
  });

  it('adds an admin with a first password', { timeout: 20_000 }, async () => {
    const create = mockCreateAdmin();
    server.use(mockUsers(), create);
    await open();
    await screen.findByRole('table', { name: 'Admins' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an admin' });
    await user.click(within(dialog).getByRole('button', { name: 'Add admin' }));
    expect(await within(dialog).findAllByText('Required')).not.toHaveLength(0);
    expect(create.calls).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Morgan');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Lee');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'morgan@example.test');
    await user.type(within(dialog).getByLabelText(/First password/), 'a-first-password-1');
    expect(within(dialog).getByText('At least 10 characters. Give it to them yourself: it is never emailed.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add admin' }));
    await waitFor(() =>
      expect(create.bodies).toEqual([
        { firstName: 'Morgan', lastName: 'Lee', email: 'morgan@example.test', password: 'a-first-password-1' },
      ]),
    );
    expect(await screen.findByText('Admin created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes another admin after asking, and shows the server’s reason when it refuses', async () => {
    let refuse = false;
    const remove = mockDeleteAdmin(() => (refuse ? apiError(422, 'The last admin cannot be deleted', 'LAST_ADMIN') : null));
    server.use(mockUsers([account()], [adminAccount(), otherAdmin]), remove);
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete admin Riley Park' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete admin' }));
    await waitFor(() => expect(remove.calls.map((c) => c.params.id)).toEqual([otherAdmin.id]));
    expect(await screen.findByText('Admin deleted successfully')).toBeInTheDocument();

    refuse = true;
    await user.click(await screen.findByRole('button', { name: 'Delete admin Riley Park' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this admin?' })).getByRole('button', { name: 'Delete admin' }),
    );
    expect(await screen.findByText('The last admin cannot be deleted')).toBeInTheDocument();
  });
});

describe('Admin Settings: users', () => {
  it('searches and filters users by role on the server', async () => {
    const seen = queriesOf(mockUsers());
    await open();
    await screen.findByRole('table', { name: 'Users' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Doctor');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'jordan');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: '1', limit: '10', role: 'DOCTOR', search: 'jordan' }));
  });

  it('resets a user’s OTP after asking: "OTP reset successfully"', async () => {
    const reset = mockResetOtp();
    server.use(mockUsers(), reset);
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset OTP for Pat Jordan' }));
    const dialog = await screen.findByRole('dialog', { name: "Reset this user's OTP?" });
    await user.click(within(dialog).getByRole('button', { name: 'Reset OTP' }));
    await waitFor(() => expect(reset.calls.map((c) => c.params.userId)).toEqual([account().id]));
    expect(await screen.findByText('OTP reset successfully')).toBeInTheDocument();
  });

  it('says "Failed to reset OTP" when the reset fails without a message', async () => {
    server.use(
      mockUsers(),
      mockResetOtp(() => failure()),
    );
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset OTP for Pat Jordan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset OTP' }));
    expect(await screen.findByText('Failed to reset OTP')).toBeInTheDocument();
  });

  it('shows the error when the users cannot be loaded', async () => {
    server.use(mockUsers(), ...[]);
    server.use(
      (await import('../../mocks/http')).mockApi('get', '/super-admin/users', (call) =>
        call.query.role === 'SUPER_ADMIN' ? { items: [adminAccount()], total: 1, page: 1, limit: 10, totalPages: 1 } : failure(),
      ),
    );
    await open();
    expect(await screen.findByText('Failed to fetch users')).toBeInTheDocument();
  });
});
