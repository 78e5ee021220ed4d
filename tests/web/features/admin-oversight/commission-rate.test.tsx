import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminSettingsPage } from '@/features/admin-oversight';
import { account, mockSalesCommissionRate, mockSetSalesCommissionRate, mockUsers } from '../../mocks/admin-oversight';
import { apiError } from '../../mocks/http';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAdminPage } from './render';

setupMswLifecycle();

const sam = account({ id: '14141414-1414-4141-8141-141414141414', firstName: 'Sam', lastName: 'Sellers', role: 'SALES_PERSON' });
const open = () => renderAdminPage(<AdminSettingsPage />, '/admin-settings');

describe('Admin Settings: a sales person’s commission rate', () => {
  it('shows the rate and saves a new one in basis points', { timeout: 20_000 }, async () => {
    const save = mockSetSalesCommissionRate();
    server.use(mockUsers([sam, account()]), mockSalesCommissionRate(1000), save);
    await open();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('button', { name: /^Commission rate of/ })).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Commission rate of Sam Sellers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commission rate of Sam Sellers' });
    const field = await within(dialog).findByRole('textbox', { name: 'Commission rate (%)' });
    expect(field).toHaveValue('10');
    await user.clear(field);
    await user.type(field, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    expect(await within(dialog).findByText('The rate is at most 50%')).toBeInTheDocument();
    expect(save.bodies).toEqual([]);
    await user.clear(field);
    await user.type(field, '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(save.bodies).toEqual([{ commissionRateBps: 1250 }]));
    expect(await screen.findByText('Commission rate updated')).toBeInTheDocument();
  });

  it('shows the server’s reason when the rate is refused', async () => {
    server.use(
      mockUsers([sam]),
      mockSalesCommissionRate(),
      mockSetSalesCommissionRate(() => apiError(404, 'Sales person not found', 'NOT_FOUND')),
    );
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Commission rate of Sam Sellers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commission rate of Sam Sellers' });
    await within(dialog).findByRole('textbox', { name: 'Commission rate (%)' });
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    expect(await within(dialog).findByText('Sales person not found')).toBeInTheDocument();
  });
});
