import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MedicationsPage, TopProductsPage } from '@/features/admin-catalog';
import {
  medicationStats,
  mockDownloadMedicationStats,
  mockMedicationOptions,
  mockMedicationStats,
  SEMA_ID,
  TIRZ_ID,
} from '../../mocks/admin-catalog';
import { failure } from '../../mocks/http';
import { captureDownloads, today } from '../../support/downloads';
import { server, setupMswLifecycle } from '../../support/msw';
import { withNodeBlob } from '../../support/node-blob';
import { renderAdminPage } from '../admin-partners/render';

setupMswLifecycle();
withNodeBlob();

const { saved, blobs } = captureDownloads('medications');

describe('Top Products', () => {
  it('ranks the most-ordered medications of the last 30 days, and asks again for another range', async () => {
    const stats = mockMedicationStats();
    server.use(stats);
    await renderAdminPage(<TopProductsPage />, '/top-products');
    const table = await screen.findByRole('table', { name: 'Most-ordered medications' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('link', { name: 'Compounded tirzepatide' })).toHaveAttribute('href', `/products/${TIRZ_ID}`);
    expect(within(rows[1]).getByText('$3,990.00')).toBeInTheDocument();
    const first = stats.queries[0];
    expect((Date.parse(first.endDate) - Date.parse(first.startDate)) / 86_400_000).toBe(29);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    await waitFor(() => expect(stats.queries.at(-1)).toEqual({ startDate: '2026-01-01', endDate: first.endDate }));
  });

  it('says when nothing was ordered, and when the figures cannot be loaded', async () => {
    server.use(mockMedicationStats(medicationStats({ products: [] })));
    const { unmount } = await renderAdminPage(<TopProductsPage />, '/top-products');
    expect(await screen.findByText('No orders in this range')).toBeInTheDocument();
    unmount();
    server.use(mockMedicationStats(() => failure()));
    await renderAdminPage(<TopProductsPage />, '/top-products');
    expect(await screen.findByText('Error fetching medication statistics')).toBeInTheDocument();
  });
});

async function renderMedications() {
  await renderAdminPage(<MedicationsPage />, '/medications');
  await screen.findByRole('checkbox', { name: 'Select Compounded semaglutide' });
  return userEvent.setup();
}

describe('Medications', () => {
  it('lists the medications with their options; filters by type on the server', async () => {
    const options = mockMedicationOptions();
    server.use(options);
    const user = await renderMedications();
    expect(screen.getByText('0.25 mg to 1 mg weekly · $249.00/month')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'tirzepatide');
    await waitFor(() => expect(options.queries.at(-1)).toEqual({ type: 'tirzepatide' }));
  });

  it('with none selected: says "No medications selected" and makes no call', async () => {
    const download = mockDownloadMedicationStats();
    server.use(mockMedicationOptions(), download);
    const user = await renderMedications();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('No medications selected')).toBeInTheDocument();
    expect(download.calls).toHaveLength(0);
    expect(saved).toEqual([]);
  });

  it('downloads the selected medications as most-ordered-medications_<date>.csv', async () => {
    const download = mockDownloadMedicationStats();
    server.use(mockMedicationOptions(), download);
    const user = await renderMedications();
    await user.click(screen.getByRole('checkbox', { name: 'Select Compounded semaglutide' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Compounded tirzepatide' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV (2)' }));
    expect(await screen.findByText('Downloaded 2 medication(s)')).toBeInTheDocument();
    expect(download.queries[0]).toMatchObject({ ids: `${SEMA_ID},${TIRZ_ID}` });
    expect(download.queries[0].startDate <= download.queries[0].endDate).toBe(true);
    expect(saved).toEqual([{ name: `most-ordered-medications_${today()}.csv`, href: 'blob:medications-1' }]);
    expect((await blobs[0].text()).split('\r\n')).toHaveLength(3);
  });

  it('selects all, and says "Failed to download medications" when the download fails', async () => {
    const download = mockDownloadMedicationStats(() => failure());
    server.use(mockMedicationOptions(), download);
    const user = await renderMedications();
    await user.click(screen.getByRole('checkbox', { name: 'Select all medications' }));
    expect(screen.getByRole('checkbox', { name: 'Select Compounded tirzepatide' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Download CSV (2)' }));
    expect(await screen.findByText('Failed to download medications')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('says when the medications cannot be loaded', async () => {
    server.use(mockMedicationOptions(() => failure()));
    await renderAdminPage(<MedicationsPage />, '/medications');
    expect(await screen.findByText('Error fetching medications')).toBeInTheDocument();
  });
});
