import { adminInvoicePaths } from '@/features/admin-invoices/paths';
import { invoicePage } from '@/components/invoices-table';

/** What people quote: INV-1042. */
export { invoiceName } from '@/components/invoices-table';

export const INVOICES_ERROR_TEXT = 'Error fetching invoices';
export const NO_INVOICES_SELECTED = 'No invoices selected';

export const INVOICE_PAGE = invoicePage(adminInvoicePaths.invoices, 'It may not exist. Check the link, or find the invoice in the list.');
