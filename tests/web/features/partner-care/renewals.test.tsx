import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RenewalsPage } from '@/features/partner-care';
import { failure } from '../../mocks/http';
import { mockUpcomingMedications, mockUpcomingRenewals, mockUpdateRenewalStartDate, mockUpdateRenewalStatus } from '../../mocks/renewals';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { renderPartnerPage } from './render';

setupMswLifecycle();

async function renderRenewals() {
  await renderPartnerPage(<RenewalsPage />, '/renewal');
  expect(screen.getByRole('heading', { level: 1, name: 'Renewals' })).toBeInTheDocument();
  await screen.findByRole('link', { name: 'Order #1042' });
  return userEvent.setup();
}

describe('renewals page', () => {
  it('lists the renewals due in the next 30 days and the medications they need', async () => {
    const seen = queriesOf(mockUpcomingRenewals());
    server.use(mockUpcomingMedications());
    await renderRenewals();
    expect(seen[0]).toEqual({ page: '1', limit: '10', sort: 'renewsOn:asc', days: '30' });
    const row = screen.getByRole('link', { name: 'Order #1042' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Pat Jordan')).toBeInTheDocument();
    expect(within(row).getByText('Apr 10, 2026')).toBeInTheDocument();
    const medications = await screen.findByRole('table', { name: 'Upcoming medications' });
    expect(within(medications).getByText('0.25 mg weekly')).toBeInTheDocument();

    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Follow-up' }), 'Contacted');
    await waitFor(() =>
      expect(seen.at(-1)).toEqual({ page: '1', limit: '10', sort: 'renewsOn:asc', days: '30', renewalStatus: 'CONTACTED' }),
    );
  });

  it("changes a renewal's follow-up status", async () => {
    server.use(mockUpcomingRenewals(), mockUpcomingMedications());
    const update = mockUpdateRenewalStatus();
    server.use(update);
    const user = await renderRenewals();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Follow-up of order #1042' }), 'Renewing');
    expect(await screen.findByText('Renewal status updated successfully')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ status: 'RENEWING' }]);
  });

  it("moves a renewal's start date, and says so when that fails", async () => {
    server.use(mockUpcomingRenewals(), mockUpcomingMedications());
    const update = mockUpdateRenewalStartDate();
    server.use(update);
    const user = await renderRenewals();
    const save = screen.getByRole('button', { name: 'Save the start date of order #1042' });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Start date of order #1042'), { target: { value: '2026-03-12' } });
    await user.click(save);
    expect(await screen.findByText('Start date updated successfully')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ startDate: '2026-03-12' }]);

    server.use(mockUpdateRenewalStartDate(() => failure()));
    fireEvent.change(screen.getByLabelText('Start date of order #1042'), { target: { value: '2026-03-14' } });
    await user.click(screen.getByRole('button', { name: 'Save the start date of order #1042' }));
    expect(await screen.findByText('Failed to update start date')).toBeInTheDocument();
  });

  it('says so when no renewal is coming up, and when the list fails to load', async () => {
    server.use(
      mockUpcomingRenewals({ items: [], total: 0, page: 1, limit: 10, totalPages: 0 }),
      mockUpcomingMedications({ medications: [] }),
    );
    const view = await renderPartnerPage(<RenewalsPage />, '/renewal');
    expect(await screen.findByText('No renewals coming up')).toBeInTheDocument();
    expect(await screen.findByText('No medications renew in the next 30 days.')).toBeInTheDocument();
    view.unmount();
    server.use(mockUpcomingRenewals(() => failure()));
    await renderPartnerPage(<RenewalsPage />, '/renewal');
    expect(await screen.findByText('Error fetching renewals')).toBeInTheDocument();
  });
});
