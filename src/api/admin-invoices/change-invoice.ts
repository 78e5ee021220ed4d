import { adminInvoiceReplySchema } from '@contracts/invoices';
import type { InvoiceStatus } from '@contracts/invoices';
import { apiClient } from '@/lib/api-client';

const parse = (body: unknown) => {
  const reply = adminInvoiceReplySchema.parse(body);
  return { invoice: reply.data, message: reply.message };
};

/** POST /super-admin/invoices/combine: unpaid invoices of one partner into one new invoice. */
export const combineInvoices = async (ids: string[]) => parse((await apiClient.post('/super-admin/invoices/combine', { ids })).data);

/** DELETE /super-admin/invoices/{id}: an unpaid invoice becomes void; its orders can be invoiced again. */
export const deleteInvoice = async (id: string) => parse((await apiClient.delete(`/super-admin/invoices/${encodeURIComponent(id)}`)).data);

/** PATCH /super-admin/invoices/{id}/status. */
export const updateInvoiceStatus = async (id: string, status: InvoiceStatus) =>
  parse((await apiClient.patch(`/super-admin/invoices/${encodeURIComponent(id)}/status`, { status })).data);

/** PATCH /super-admin/invoice-item/{id}/amount (cents). */
export const updateItemAmount = async (itemId: string, amount: number) =>
  parse((await apiClient.patch(`/super-admin/invoice-item/${encodeURIComponent(itemId)}/amount`, { amount })).data);
