import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DelegateAccess } from '@contracts/auth';
import { DelegateAccessPage } from '@/features/doctor-account';
import {
  delegateAccessStore,
  mockCreateDelegateAccess,
  mockOwnedAccesses,
  mockRevokeDelegateAccess,
  nurse,
  ownedAccess,
} from '../../mocks/accounts';
import { apiError, failure } from '../../mocks/http';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAccountPage } from './render';

setupMswLifecycle();

/** The delegate-access calls over an in-memory list (giving access adds the nurse); returns the writes. */
function accessHandlers(initial?: DelegateAccess[]) {
  const { handlers, writes } = delegateAccessStore(initial);
  server.use(...handlers);
  return writes;
}

const rowOf = (name: string) => {
  const row = screen.queryAllByRole('row').find((r) => r.textContent?.startsWith(name));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};

async function renderAccess() {
  const view = await renderAccountPage(<DelegateAccessPage />, '/access');
  await screen.findByRole('table', { name: 'People with access' });
  return view;
}

async function giveAccess(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: "Delegate's email" }), email);
  await user.click(screen.getByRole('button', { name: 'Give access' }));
}

describe('delegate access page', () => {
  it('lists who has access, with role, status and since when, and explains what a delegate can do', async () => {
    accessHandlers([ownedAccess(), ownedAccess({ id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb3', status: 'INACTIVE', delegate: nurse })]);
    await renderAccess();
    expect(screen.getByRole('heading', { level: 1, name: 'Delegate Access' })).toBeInTheDocument();
    expect(screen.getByText(/act for you in this portal; every action they take is recorded under both your names/)).toBeInTheDocument();

    const sam = rowOf('Sam Park');
    expect(within(sam).getByText('assistant@demo.test')).toBeInTheDocument();
    expect(within(sam).getByText('Client specialist')).toBeInTheDocument();
    expect(within(sam).getByText('Active')).toBeInTheDocument();
    expect(within(sam).getByText('Mar 2, 2026')).toBeInTheDocument();
    expect(within(sam).getByRole('button', { name: 'Revoke access for Sam Park' })).toBeInTheDocument();

    const nia = rowOf('Nia Cole');
    expect(within(nia).getByText('Nurse')).toBeInTheDocument();
    expect(within(nia).getByText('Inactive')).toBeInTheDocument();
    expect(within(nia).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an empty state when no access has been given', async () => {
    accessHandlers([]);
    await renderAccountPage(<DelegateAccessPage />, '/access');
    expect(await screen.findByText('No one has access yet')).toBeInTheDocument();
  });

  it('gives access by email and lists the new delegate', async () => {
    const writes = accessHandlers();
    await renderAccess();
    await giveAccess(' Nurse@Demo.test ');

    expect(await screen.findByText('Delegate access created successfully')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'POST', path: '/doctors/delegate-access', body: { email: 'nurse@demo.test' } }]);
    expect(within(rowOf('Nia Cole')).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: "Delegate's email" })).toHaveValue('');
  });

  it('checks the email before sending it', async () => {
    const writes = accessHandlers();
    await renderAccess();
    await giveAccess('not-an-email');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it("shows 'Failed to create delegate access' when the server gives no message, and its message when it does", async () => {
    accessHandlers();
    let reply = () => failure(500);
    server.use(mockCreateDelegateAccess(() => reply()));
    await renderAccess();
    await giveAccess('nurse@demo.test');
    expect(await screen.findByText('Failed to create delegate access')).toBeInTheDocument();
    expect(screen.queryByText(/Request failed/)).not.toBeInTheDocument();

    reply = () => apiError(422, 'No staff account uses this email', 'UNPROCESSABLE');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Give access' }));
    expect(await screen.findByText('No staff account uses this email')).toBeInTheDocument();
  });

  it('revokes an access once confirmed: the row stays and shows Inactive', async () => {
    const writes = accessHandlers();
    await renderAccess();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Revoke access for Sam Park' }));
    let confirm = await screen.findByRole('dialog', { name: 'Revoke access?' });
    expect(confirm).toHaveTextContent('Sam Park (assistant@demo.test) will no longer be able to act for you');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(writes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke access for Sam Park' }));
    confirm = await screen.findByRole('dialog', { name: 'Revoke access?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('Delegate access revoked successfully')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'DELETE', path: `/doctors/delegate-access/${ownedAccess().id}` }]);
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    const sam = rowOf('Sam Park');
    expect(within(sam).getByText('Inactive')).toBeInTheDocument();
    expect(within(sam).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it("shows 'Failed to revoke delegate access' when revoking fails without a message", async () => {
    accessHandlers();
    server.use(mockRevokeDelegateAccess(() => failure(500)));
    await renderAccess();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Revoke access for Sam Park' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Revoke access?' })).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Failed to revoke delegate access')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('Sam Park')).getByText('Active')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch delegate access' when the list cannot be loaded, and retries", async () => {
    let fail = true;
    server.use(mockOwnedAccesses(() => (fail ? failure(500) : { delegateAccesses: [ownedAccess()] })));
    await renderAccountPage(<DelegateAccessPage />, '/access');
    expect(await screen.findByText('Failed to fetch delegate access')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'People with access' })).toBeInTheDocument();
  });

  it('shows a delegate acting for the doctor who has access, without Give access or Revoke', async () => {
    const writes = accessHandlers([ownedAccess(), ownedAccess({ id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb3', delegate: nurse })]);
    await renderAccountPage(<DelegateAccessPage />, '/access', { asDelegate: true });
    await screen.findByRole('table', { name: 'People with access' });
    expect(rowOf('Nia Cole')).toHaveTextContent('Active');
    expect(screen.queryByRole('form', { name: 'Give access' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Give access' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.getByText(/can give or revoke access/)).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('shows the same failure once, however often it happens while its toast is up', async () => {
    accessHandlers();
    server.use(mockCreateDelegateAccess(() => apiError(422, 'No staff account uses this email', 'UNPROCESSABLE')));
    await renderAccess();
    await giveAccess('nurse@demo.test');
    expect(await screen.findByText('No staff account uses this email')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Give access' }));
    await user.click(screen.getByRole('button', { name: 'Give access' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Give access' })).not.toHaveAttribute('disabled'));
    expect(screen.getAllByText('No staff account uses this email')).toHaveLength(1);
  });
});
