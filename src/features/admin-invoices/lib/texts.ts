import { adminInvoicePaths } from '@/features/admin-invoices/paths';
import { recordPage } from '@/components/page-load-failure';

/** What people quote: INV-1042. */
export { invoiceName } from '@/components/invoices-table';

export const INVOICES_ERROR_TEXT = 'Error fetching invoices';
export const NO_INVOICES_SELECTED = 'No invoices selected';

const BACK = { to: adminInvoicePaths.invoices, label: 'Back to invoices' };

export const INVOICE_PAGE = recordPage({
  title: 'Invoice',
  what: 'invoice',
  notFoundText: 'It may not exist. Check the link, or find the invoice in the list.',
  errorText: 'Error fetching invoice details',
  back: BACK,
});
