import useSWR from 'swr';
import { partyLedgerReplySchema } from '@contracts/ledger';
import { apiClient } from '@/lib/api-client';
import { keyFor } from '@/lib/swr-hooks';

export const partnerLedgerKey = keyFor<string>('/super-admin/ledger/partners/:id');

/** GET /super-admin/ledger/partners/{id}: the partner's balances and one page of its entries, newest first (`cursor`: the next page). */
export async function getPartnerLedger(id: string, cursor?: string) {
  const reply = await apiClient.get(`/super-admin/ledger/partners/${encodeURIComponent(id)}`, { params: cursor ? { cursor } : {} });
  return partyLedgerReplySchema.parse(reply.data).data;
}

/** The first page; later pages are fetched by the section's "Load more" (getPartnerLedger with the cursor). */
export const usePartnerLedger = (id: string) => useSWR(partnerLedgerKey(id), ([, partnerId]) => getPartnerLedger(partnerId));
