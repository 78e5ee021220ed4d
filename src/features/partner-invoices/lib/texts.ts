import type { InvoiceListQuery } from '@contracts/invoices';
import { invoicePaths } from '@/features/partner-invoices/paths';
import { invoicePage } from '@/components/invoices-table';

export type InvoiceSort = InvoiceListQuery['sort'];

/** What people quote: INV-1042. */
export { invoiceName } from '@/components/invoices-table';

// SPEC §5 and §8.
export const NO_INVOICES_SELECTED = 'No invoices selected';
export const DOWNLOAD_FAILED = 'Failed to download invoices';
export const downloadedText = (count: number) => `Downloaded ${count} invoice(s)`;
export const PAID_TEXT = 'Invoice paid successfully';

export const INVOICES_ERROR_TEXT = 'Error fetching invoices';

export const INVOICE_PAGE = invoicePage(
  invoicePaths.invoices,
  'It may not exist, or it may not be one of your invoices. Check the link, or find the invoice in your list.',
);
