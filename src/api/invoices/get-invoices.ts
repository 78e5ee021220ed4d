import { invoiceListReplySchema, type InvoiceListQuery } from '@contracts/invoices';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export type InvoicesQuery = Pick<InvoiceListQuery, 'page' | 'limit' | 'sort' | 'status'>;

export const invoicesKey = (query: InvoicesQuery) => ['/gym-owner/invoices', query] as const;

/** GET /gym-owner/invoices: one page of the partner's invoices (data.items), newest first unless sorted otherwise. */
export async function getInvoices(query: InvoicesQuery) {
  return getListPage('/gym-owner/invoices', query, invoiceListReplySchema);
}

export const useInvoices = (query: InvoicesQuery) => usePagedSWR(invoicesKey(query), getInvoices);
