import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DelegateAccess } from '@contracts/auth';
import { DelegateAccessPage } from '@/features/partner-account';
import { assistant, partnerAccess, partnerDelegateAccessStore } from '../../mocks/accounts';
import { failure, mockApi } from '../../mocks/http';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderPartnerPage } from './render';

setupMswLifecycle();

function accessHandlers(initial?: DelegateAccess[]) {
  const { handlers, writes } = partnerDelegateAccessStore(initial);
  server.use(...handlers);
  return writes;
}

const rowOf = (name: string) => screen.queryAllByRole('row').find((r) => r.textContent?.startsWith(name));

async function renderAccess(options?: { asDelegate?: boolean }) {
  const view = await renderPartnerPage(<DelegateAccessPage />, '/access', options);
  await screen.findByRole('table', { name: 'People with access' });
  return view;
}

describe('partner delegate access page', () => {
  it('lists the accesses the partner gave, from /gym-owner', async () => {
    accessHandlers();
    await renderAccess();
    expect(screen.getByRole('heading', { level: 1, name: 'Delegate Access' })).toBeInTheDocument();
    const nia = rowOf('Nia Cole');
    expect(nia).toBeDefined();
    expect(within(nia!).getByText('Active')).toBeInTheDocument();
    expect(within(nia!).getByRole('button', { name: 'Revoke access for Nia Cole' })).toBeInTheDocument();
  });

  it('gives access by email: the new delegate is listed', async () => {
    const writes = accessHandlers();
    await renderAccess();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: "Delegate's email" }), 'Assistant@Demo.test');
    await user.click(screen.getByRole('button', { name: 'Give access' }));
    expect(await screen.findByText('Delegate access created successfully')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('Sam Park')).toBeDefined());
    expect(writes).toEqual([{ method: 'POST', path: '/gym-owner/delegate-access', body: { email: 'assistant@demo.test' } }]);
  });

  it('revokes an access after confirming: the entry leaves the list', async () => {
    const writes = accessHandlers([partnerAccess(), partnerAccess({ id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbc9', delegate: assistant })]);
    await renderAccess();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Revoke access for Nia Cole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke access?' });
    expect(dialog).toHaveTextContent('leaves this list');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Delegate access revoked successfully')).toBeInTheDocument();
    await waitFor(() => {
      expect(rowOf('Sam Park')).toBeDefined();
      expect(rowOf('Nia Cole')).toBeUndefined();
    });
    expect(writes).toEqual([{ method: 'DELETE', path: '/gym-owner/delegate-access/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbc1' }]);
  });

  it('shows an empty state when no one has access', async () => {
    accessHandlers([]);
    await renderPartnerPage(<DelegateAccessPage />, '/access');
    expect(await screen.findByText('No one has access yet')).toBeInTheDocument();
  });

  it('shows the failure with a retry when the list does not load', async () => {
    server.use(mockApi('get', '/gym-owner/delegate-access/owned', () => failure(500)));
    await renderPartnerPage(<DelegateAccessPage />, '/access');
    expect(await screen.findByText('Failed to fetch delegate access')).toBeInTheDocument();
  });

  it('lets a delegate see the list but neither give nor revoke access', async () => {
    accessHandlers();
    await renderAccess({ asDelegate: true });
    expect(screen.getByText(/only Parker Reyes can give or revoke access/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Give access' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });
});
