import { adminInvoiceListReplySchema, type AdminInvoiceListQuery } from '@contracts/invoices';
import { getListPage, keyFor, usePagedSWR } from '@/lib/swr-hooks';

export type AdminInvoicesQuery = Pick<AdminInvoiceListQuery, 'page' | 'limit'> & {
  sort?: AdminInvoiceListQuery['sort'];
  search?: string;
  status?: AdminInvoiceListQuery['status'];
};

export const adminInvoicesKey = keyFor<AdminInvoicesQuery>('/super-admin/invoices');

/** GET /super-admin/invoices: one page of every partner's invoices, by status, searched by partner. */
export const getAdminInvoices = (query: AdminInvoicesQuery) => getListPage('/super-admin/invoices', query, adminInvoiceListReplySchema);

export const useAdminInvoices = (query: AdminInvoicesQuery) => usePagedSWR(adminInvoicesKey(query), getAdminInvoices);
