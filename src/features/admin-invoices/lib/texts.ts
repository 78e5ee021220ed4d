import { adminInvoicePaths } from '@/features/admin-invoices/paths';

/** What people quote: INV-1042. */
export { invoiceName } from '@/components/invoices-table';

export const INVOICES_ERROR_TEXT = 'Error fetching invoices';
export const NO_INVOICES_SELECTED = 'No invoices selected';

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
