import type { AdminInvoiceListQuery } from '@contracts/admin-invoices';
import { adminInvoicePaths } from '@/features/admin-invoices/paths';

export type AdminInvoiceSort = AdminInvoiceListQuery['sort'];

export const SORT_LABELS: Record<AdminInvoiceSort, string> = {
  'createdAt:desc': 'Newest first',
  'createdAt:asc': 'Oldest first',
  'totalCents:desc': 'Total, highest first',
  'totalCents:asc': 'Total, lowest first',
  'number:desc': 'Invoice number, highest first',
  'number:asc': 'Invoice number, lowest first',
};
export const SORTS = Object.keys(SORT_LABELS) as AdminInvoiceSort[];

/** What people quote: INV-1042. */
export { invoiceName } from '@/components/invoices-table';

export const INVOICES_ERROR_TEXT = 'Error fetching invoices';
export const NO_INVOICES_SELECTED = 'No invoices selected';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** A moment in the viewer's time zone: "Apr 10, 2026, 9:30 AM". */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}

const BACK = { to: adminInvoicePaths.invoices, label: 'Back to invoices' };

export const INVOICE_PAGE = {
  title: 'Invoice',
  loadingLabel: 'Loading the invoice',
  back: BACK,
  backLink: BACK,
  notFoundTitle: 'Invoice not found',
  what: 'invoice',
  notFoundText: 'It may not exist. Check the link, or find the invoice in the list.',
  errorText: 'Error fetching invoice details',
};
