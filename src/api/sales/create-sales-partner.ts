import useSWRMutation from 'swr/mutation';
import { salesPartnerDetailReplySchema, type CreateSalesPartnerBody } from '@contracts/sales-people';
import { apiClient } from '@/lib/api-client';

/** POST /sales/partner: a new partner attached to the sales person; 409 when the e-mail is already an account's. */
export async function createSalesPartner(body: CreateSalesPartnerBody) {
  const reply = await apiClient.post('/sales/partner', body);
  return salesPartnerDetailReplySchema.parse(reply.data);
}

export const useCreateSalesPartner = () =>
  useSWRMutation('/sales/partner', (_key: string, { arg }: { arg: CreateSalesPartnerBody }) => createSalesPartner(arg), {
    throwOnError: true,
  });
