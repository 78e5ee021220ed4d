import { useState } from 'react';
import type { InvoiceStatus } from '@contracts/invoices';
import { downloadAllInvoices } from '@/api/invoices/download-all-invoices';
import { downloadInvoices } from '@/api/invoices/download-invoices';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { saveFile } from '@/lib/save-file';
import { invoicesCsvName } from './dates';
import { DOWNLOAD_FAILED, downloadedText, NO_INVOICES_SELECTED } from './texts';

/** The data rows of a CSV: its non-blank lines after the header (the invoice CSV has no line breaks inside a field). */
async function rowsOf(csv: Blob) {
  const lines = (await csv.text()).split(/\r?\n/).filter((line) => line.trim());
  return Math.max(0, lines.length - 1);
}

/** The CSV downloads: of the selected invoices (none selected: the message and no request), and of all of them. */
export function useCsvDownload() {
  const [busy, setBusy] = useState<'selected' | 'all' | null>(null);

  async function run(which: 'selected' | 'all', fetchCsv: () => Promise<Blob>, name: string, count?: number) {
    setBusy(which);
    try {
      const csv = await fetchCsv();
      saveFile(csv, name);
      toastSuccess(downloadedText(count ?? (await rowsOf(csv))));
    } catch {
      toastFailure(undefined, DOWNLOAD_FAILED);
    } finally {
      setBusy(null);
    }
  }

  const downloadSelected = (ids: readonly string[]) => {
    if (ids.length === 0) {
      toastFailure(undefined, NO_INVOICES_SELECTED);
      return Promise.resolve();
    }
    return run('selected', () => downloadInvoices(ids), invoicesCsvName(), ids.length);
  };

  const downloadAll = (status?: InvoiceStatus) => run('all', () => downloadAllInvoices(status), invoicesCsvName({ status }));

  return { busy, downloadSelected, downloadAll };
}
