import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PrescriptionsPage } from '@/features/prescribing';
import { failure, itemsPage } from '../../mocks/http';
import { mockPrescriptions, prescription, RX_PHARMACY } from '../../mocks/prescriptions';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { renderDoctorPage } from '../../support/render-page';
import { uuid } from './fixtures';

setupMswLifecycle();

function listHandler(total: number) {
  return queriesOf(mockPrescriptions(itemsPage(total, (n) => prescription({ id: uuid(n), number: 100 + n }))));
}

describe('prescriptions list', () => {
  it('asks for current prescriptions page by page, with search', async () => {
    const seen = listHandler(23);
    await renderDoctorPage(<PrescriptionsPage />, '/prescriptions');
    expect(screen.getByRole('heading', { level: 1, name: 'Prescriptions' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Prescription #101' })).toHaveAttribute('href', `/prescriptions/${uuid(1)}`);
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    expect(seen).toEqual([{ page: '1', limit: '10', past: 'false' }]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('link', { name: 'Prescription #111' })).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ page: '2', limit: '10', past: 'false' });

    await user.type(screen.getByRole('searchbox', { name: 'Search prescriptions' }), ' Ortiz ');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: '1', limit: '10', past: 'false', search: 'Ortiz' }));
  });

  it('shows patient, medication, pharmacy, status, tracking and date in each row', async () => {
    server.use(
      mockPrescriptions({
        items: [prescription({ status: 'SHIPPED', pharmacy: RX_PHARMACY, trackingNumber: '1Z999' })],
        total: 1,
        page: 1,
        limit: 10,
        totalPages: 1,
      }),
    );
    await renderDoctorPage(<PrescriptionsPage past />, '/past-prescriptions');
    expect(screen.getByRole('heading', { level: 1, name: 'Past Prescriptions' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'Prescription #501' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Jamie Ortiz')).toBeInTheDocument();
    expect(within(row).getByText('0.25 mg to 1 mg weekly')).toBeInTheDocument();
    expect(within(row).getByText('RX Provider Pharmacy')).toBeInTheDocument();
    expect(within(row).getByText('Shipped')).toBeInTheDocument();
    expect(within(row).getByText('1Z999')).toBeInTheDocument();
    expect(within(row).getByText('Mar 11, 2026')).toBeInTheDocument();
  });

  it('asks for past ones on /past-prescriptions and shows an empty state when there are none', async () => {
    const seen = listHandler(0);
    await renderDoctorPage(<PrescriptionsPage past />, '/past-prescriptions');
    expect(await screen.findByText('You have no past prescriptions')).toBeInTheDocument();
    expect(seen).toEqual([{ page: '1', limit: '10', past: 'true' }]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the fallback text when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    server.use(mockPrescriptions(() => (fail ? failure(500) : { items: [prescription()], total: 1, page: 1, limit: 10, totalPages: 1 })));
    await renderDoctorPage(<PrescriptionsPage />, '/prescriptions');
    expect(await screen.findByText('Failed to fetch prescriptions')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Prescription #501' })).toBeInTheDocument();
  });
});
