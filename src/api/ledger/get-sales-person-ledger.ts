import useSWR from 'swr';
import { partyLedgerReplySchema } from '@contracts/ledger';
import { apiClient } from '@/lib/api-client';
import { keyFor } from '@/lib/swr-hooks';

export const salesPersonLedgerKey = keyFor<string>('/super-admin/ledger/sales-people/:userId');

/** GET /super-admin/ledger/sales-people/{userId}: the sales person's balances and one page of their entries, newest first. */
export async function getSalesPersonLedger(userId: string, cursor?: string) {
  const reply = await apiClient.get(`/super-admin/ledger/sales-people/${encodeURIComponent(userId)}`, {
    params: cursor ? { cursor } : {},
  });
  return partyLedgerReplySchema.parse(reply.data).data;
}

export const useSalesPersonLedger = (userId: string) => useSWR(salesPersonLedgerKey(userId), ([, id]) => getSalesPersonLedger(id));
