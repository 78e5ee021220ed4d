import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HealthProsPage } from '@/features/admin-oversight';
import { account, healthProSummary, mockHealthProSummary, mockHealthPros } from '../../mocks/admin-oversight';
import { failure, mockApi } from '../../mocks/http';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { renderAdminPage } from './render';

setupMswLifecycle();

const nurse = account({
  id: '14141414-1414-4141-8141-141414141414',
  role: 'NURSER',
  firstName: 'Casey',
  lastName: 'Nguyen',
  email: 'care@demo.test',
});

describe('Health Pros', () => {
  it('counts and lists the care team, searched and by role on the server, each linking to its page', async () => {
    const seen = queriesOf(mockHealthPros([nurse]));
    server.use(mockHealthProSummary());
    await renderAdminPage(<HealthProsPage />, '/health-pros');
    expect(screen.getByRole('heading', { level: 1, name: 'Health Pros' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Health professionals' });
    expect(within(table).getByRole('link', { name: 'Casey Nguyen' })).toHaveAttribute('href', `/health-pros/${nurse.id}`);
    // The name is a link in its row's cell, not a cell of its own inside it.
    expect(within(table).getByRole('link', { name: 'Casey Nguyen' }).closest('td')?.parentElement?.closest('td')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Health professionals' })).getByText('3')).toBeInTheDocument();
    // No one new last month: nothing to compare with, so no "+0%".
    expect(within(screen.getByRole('region', { name: 'New this month' })).getByText('None new last month.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Nurse');
    await user.type(screen.getByRole('searchbox', { name: 'Search health professionals' }), 'casey');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: '1', limit: '10', role: 'NURSER', search: 'casey' }));
  });

  it("compares the month's new accounts with last month's", async () => {
    server.use(mockHealthPros([nurse]), mockHealthProSummary(healthProSummary({ newThisMonth: 1, newLastMonth: 2, increaseRate: -50 })));
    await renderAdminPage(<HealthProsPage />, '/health-pros');
    const card = await screen.findByRole('region', { name: 'New this month' });
    expect(await within(card).findByText('-50% against last month.')).toBeInTheDocument();
  });

  it('adds a health professional with a role and a first password', { timeout: 20_000 }, async () => {
    const create = mockApi('post', '/super-admin/health-professionals', (call) => account({ ...(call.body as object) }), {
      status: 201,
      message: 'Health professional created successfully',
    });
    server.use(mockHealthPros(), mockHealthProSummary(), create);
    await renderAdminPage(<HealthProsPage />, '/health-pros');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add health professional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a health professional' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Customer support');
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Jo');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Help');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'jo@example.test');
    await user.type(within(dialog).getByLabelText(/First password/), 'a-first-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Add health professional' }));
    await waitFor(() =>
      expect(create.bodies).toEqual([
        { role: 'CUSTOMER_SUPPORT', firstName: 'Jo', lastName: 'Help', email: 'jo@example.test', password: 'a-first-password-1' },
      ]),
    );
    expect(await screen.findByText('Health professional created successfully')).toBeInTheDocument();
  });

  it('shows the error when the list cannot be loaded', async () => {
    server.use(
      mockApi('get', '/super-admin/health-professionals', () => failure()),
      mockHealthProSummary(),
    );
    await renderAdminPage(<HealthProsPage />, '/health-pros');
    expect(await screen.findByText('Failed to fetch health professionals')).toBeInTheDocument();
  });
});
