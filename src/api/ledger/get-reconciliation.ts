import useSWR from 'swr';
import { reconciliationReplySchema } from '@contracts/ledger';
import { apiClient } from '@/lib/api-client';
import { keyFor } from '@/lib/swr-hooks';

/** Keyed by the page's cursor ('' for the first page). */
export const reconciliationKey = keyFor<string>('/super-admin/ledger/reconciliation');

/** GET /super-admin/ledger/reconciliation: one page of settled charges set against the processor's record, with the differences. */
export async function getReconciliation(cursor: string) {
  const reply = await apiClient.get('/super-admin/ledger/reconciliation', { params: { limit: 100, ...(cursor ? { cursor } : {}) } });
  return reconciliationReplySchema.parse(reply.data).data;
}

export const useReconciliation = (cursor: string) =>
  useSWR(reconciliationKey(cursor), ([, pageCursor]) => getReconciliation(pageCursor), { keepPreviousData: true });
