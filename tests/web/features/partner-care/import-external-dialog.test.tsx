import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImportExternalDialog } from '@/features/partner-care/components/import-external-dialog';
import { apiError } from '../../mocks/http';
import { mockImportExternalPatients } from '../../mocks/patients';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderPage } from '../../support/render';

setupMswLifecycle();

const CSV = 'external_id,first_name,last_name,email\nA-1,Lena,Brooks,lena@example.test\nA-2,Jamie,Ortiz,jamie@example.test\nA-3,Omar,,\n';

async function openDialog() {
  const onImported = vi.fn();
  const onClose = vi.fn();
  await renderPage(<ImportExternalDialog open onClose={onClose} onImported={onImported} />);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Service name' }), 'FitMeds');
  await user.upload(screen.getByLabelText('CSV file'), new File([CSV], 'patients.csv', { type: 'text/csv' }));
  return { user, onImported, onClose };
}

describe('importing patients from another service', () => {
  it('checks the file first, showing the wrong rows by line and flagging our patients, then imports on confirmation', async () => {
    const handler = mockImportExternalPatients();
    server.use(handler);
    const { user, onImported, onClose } = await openDialog();

    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByRole('status')).toHaveTextContent('3 rows read: 2 to import, 1 with errors that will be skipped.');
    const errors = screen.getByRole('table', { name: 'Rows with errors' });
    expect(within(errors).getByRole('row', { name: '4 last_name is missing' })).toBeInTheDocument();
    const rows = screen.getByRole('table', { name: 'Patients to import' });
    expect(within(rows).getByText('Also your patient here: kept apart')).toBeInTheDocument();
    expect(handler.bodies).toEqual([{ source: 'FitMeds', csv: CSV, preview: true }]);
    expect(onImported).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Import 2 patients' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(handler.bodies[1]).toEqual({ source: 'FitMeds', csv: CSV, preview: false });
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Imported 2 patients')).toBeInTheDocument();
  });

  it("shows the server's reason when the file cannot be used, and imports nothing", async () => {
    const message = 'The first row must name the columns external_id, first_name, last_name; missing: external_id';
    server.use(mockImportExternalPatients(() => apiError(400, message, 'BAD_REQUEST')));
    const { user, onImported } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check file' })).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('asks for a file before calling the server', async () => {
    const handler = mockImportExternalPatients();
    server.use(handler);
    await renderPage(<ImportExternalDialog open onClose={() => {}} onImported={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Choose a CSV file')).toBeInTheDocument();
    expect(handler.calls).toEqual([]);
  });
});
