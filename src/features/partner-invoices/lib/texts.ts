import type { InvoiceListQuery } from '@contracts/invoices';
import { invoicePaths } from '@/features/partner-invoices/paths';

export type InvoiceSort = InvoiceListQuery['sort'];

export const INVOICE_SORT_LABELS: Record<InvoiceSort, string> = {
  'createdAt:desc': 'Newest first',
  'createdAt:asc': 'Oldest first',
  'totalCents:desc': 'Total, highest first',
  'totalCents:asc': 'Total, lowest first',
  'number:desc': 'Invoice number, highest first',
  'number:asc': 'Invoice number, lowest first',
};
export const INVOICE_SORTS = Object.keys(INVOICE_SORT_LABELS) as InvoiceSort[];

/** What people quote: INV-1042. */
export { invoiceName } from '@/components/invoices-table';

// SPEC §5 and §8.
export const NO_INVOICES_SELECTED = 'No invoices selected';
export const DOWNLOAD_FAILED = 'Failed to download invoices';
export const downloadedText = (count: number) => `Downloaded ${count} invoice(s)`;
export const PAID_TEXT = 'Invoice paid successfully';

export const INVOICES_ERROR_TEXT = 'Error fetching invoices';

const BACK_TO_INVOICES = { to: invoicePaths.invoices, label: 'Back to invoices' };

export const INVOICE_PAGE = {
  title: 'Invoice',
  loadingLabel: 'Loading the invoice',
  back: BACK_TO_INVOICES,
  backLink: BACK_TO_INVOICES,
  notFoundTitle: 'Invoice not found',
  what: 'invoice',
  notFoundText: 'It may not exist, or it may not be one of your invoices. Check the link, or find the invoice in your list.',
  errorText: 'Error fetching invoice details',
};
