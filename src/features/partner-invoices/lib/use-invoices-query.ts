import { INVOICE_LIST_SORTS, INVOICE_STATUSES, type InvoiceStatus } from '@contracts/invoices';
import type { ListOptions } from '@/lib/list-query';
import { useListQuery } from '@/lib/use-list-query';
import type { InvoiceSort } from './texts';

const OPTIONS: ListOptions<InvoiceSort> = { sort: { options: INVOICE_LIST_SORTS, default: 'createdAt:desc' }, statuses: INVOICE_STATUSES };

/** The invoice list's page, size, sort and status filter, kept in the address bar. */
export function useInvoicesQuery() {
  const list = useListQuery(OPTIONS);
  return { ...list, status: (list.query.status || undefined) as InvoiceStatus | undefined };
}
