import useSWR from 'swr';
import { salesPartnerDetailReplySchema } from '@contracts/sales-people';
import { apiClient } from '@/lib/api-client';

export const salesPartnerKey = (id: string) => ['/sales/partners/:id', id] as const;

/** GET /sales/partners/{id}: one of the sales person's partners, with its patients, paid orders and the commission. */
export async function getSalesPartner(id: string) {
  const reply = await apiClient.get(`/sales/partners/${encodeURIComponent(id)}`);
  return salesPartnerDetailReplySchema.parse(reply.data).data;
}

export const useSalesPartner = (id: string | undefined) =>
  useSWR(id ? salesPartnerKey(id) : null, ([, partnerId]) => getSalesPartner(partnerId));
