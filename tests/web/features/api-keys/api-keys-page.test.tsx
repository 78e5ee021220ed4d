import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiKeysPage } from '@/features/api-keys';
import { apiKey, apiKeysStore, NEW_SECRET } from '../../mocks/api-keys';
import { apiError, failure, mockApi } from '../../mocks/http';
import type { User } from '@contracts/auth';
import { adminUser, delegateAccess, doctorUser, partnerOwner } from '../../support/fixtures';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderSignedInPage } from '../../support/render-page';

setupMswLifecycle();

const partner: User = { ...doctorUser, ...partnerOwner };
const open = (user: User = partner) => renderSignedInPage(<ApiKeysPage />, '/api-key', '/api-key', { user });

describe('API keys page', () => {
  it('lists the keys: name, prefix, scopes, dates and status', async () => {
    server.use(
      ...apiKeysStore([
        apiKey(),
        apiKey({
          id: 'c0000000-0000-4000-8000-000000000002',
          name: 'Old sync',
          prefix: 'glp_live_Zz998877',
          status: 'REVOKED',
          lastUsedAt: '2026-03-02T09:30:00.000Z',
          revokedAt: '2026-03-03T09:30:00.000Z',
        }),
      ]).handlers,
    );
    await open();
    const table = await screen.findByRole('table', { name: 'API keys' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Gym CRM')).toBeInTheDocument();
    expect(within(rows[0]).getByText('glp_live_AbCd1234…')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Manage webhook orders')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Never')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Active')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Revoked')).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    // A partner's own list names no owner.
    expect(within(table).queryByRole('columnheader', { name: 'Owner' })).not.toBeInTheDocument();
  });

  it('creates a key with the scopes the role may use, then shows its secret once, with a copy button and a warning', async () => {
    const store = apiKeysStore([]);
    server.use(...store.handlers);
    const user = userEvent.setup();
    await open();
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    // A partner has no doctor's feed to read: only the write scope is offered (and chosen, being the only one).
    expect(within(dialog).queryByRole('checkbox', { name: /webhook-orders:read/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /webhook-orders:write/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
    expect(store.created).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Gym CRM');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(store.created).toEqual([{ name: 'Gym CRM', scopes: ['webhook-orders:write'] }]);
    expect(within(shown).getByRole('textbox', { name: 'API key "Gym CRM"' })).toHaveValue(NEW_SECRET);
    expect(within(shown).getByText(/it will not be shown again/)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByText('API key copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(NEW_SECRET);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list shows the new key, never its secret.
    expect(await screen.findByText('glp_live_NeWk3y99…')).toBeInTheDocument();
    expect(screen.queryByText(NEW_SECRET)).not.toBeInTheDocument();
  });

  it('a doctor chooses among both scopes; a refusal is shown in the dialog', async () => {
    server.use(...apiKeysStore([]).handlers);
    server.use(mockApi('post', '/api-keys', () => apiError(422, 'Your account cannot give a key that scope')));
    const user = userEvent.setup();
    await open(doctorUser);
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'EHR');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Choose at least one scope')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /webhook-orders:read/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Your account cannot give a key that scope')).toBeInTheDocument();
  });

  it('revokes a key after a confirmation; Cancel changes nothing', async () => {
    const store = apiKeysStore();
    server.use(...store.handlers);
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'Revoke Gym CRM' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.revoked).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke Gym CRM' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    expect(within(dialog).getByText(/will stop working at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('API key revoked')).toBeInTheDocument();
    expect(store.revoked).toEqual([apiKey().id]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'API keys' });
    expect(await within(table).findByText('Revoked')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Revoke Gym CRM' })).not.toBeInTheDocument();
  });

  it('an administrator sees each key’s owner', async () => {
    server.use(...apiKeysStore().handlers);
    await open(adminUser);
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(within(table).getByRole('columnheader', { name: 'Owner' })).toBeInTheDocument();
    expect(within(table).getByText('partner@demo.test')).toBeInTheDocument();
  });

  it('a delegate acting for the account sees its keys but cannot create one', async () => {
    server.use(...apiKeysStore().handlers);
    await renderSignedInPage(<ApiKeysPage />, '/api-key', '/api-key', {
      user: adminUser,
      delegate: { access: delegateAccess, token: 'delegate-token' },
    });
    expect(await screen.findByText('Gym CRM')).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create API key' });
    expect(create).toBeDisabled();
    // The reason is on the page, not in a tooltip a disabled button never shows.
    expect(create).toHaveAccessibleDescription(/^Only the account holder creates API keys\./);
    expect(screen.getByText(/^Only the account holder creates API keys\./)).toBeVisible();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    server.use(mockApi('get', '/api-keys', () => failure(500)));
    await open();
    expect(await screen.findByText('Error fetching API keys')).toBeInTheDocument();
    server.use(...apiKeysStore().handlers);
    await userEvent.setup().click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText('Gym CRM')).toBeInTheDocument();
  });
});
