import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { salesCommissionRateReplySchema, type UpdateSalesCommissionRateBody } from '@contracts/staff-accounts';
import { apiClient } from '@/lib/api-client';

const ratePath = (userId: string) => `/super-admin/sales-people/${encodeURIComponent(userId)}/commission-rate`;

/** GET /super-admin/sales-people/{userId}/commission-rate. */
export async function getSalesCommissionRate(userId: string) {
  return salesCommissionRateReplySchema.parse((await apiClient.get(ratePath(userId))).data).data;
}

export const useSalesCommissionRate = (userId: string) =>
  useSWR(['/super-admin/sales-people/:userId/commission-rate', userId] as const, ([, id]) => getSalesCommissionRate(id));

/** PUT /super-admin/sales-people/{userId}/commission-rate: applies to the sales person's later orders only. */
export async function setSalesCommissionRate(userId: string, body: UpdateSalesCommissionRateBody) {
  return salesCommissionRateReplySchema.parse((await apiClient.put(ratePath(userId), body)).data);
}

export const useSetSalesCommissionRate = (userId: string) =>
  useSWRMutation(
    ['/super-admin/sales-people/:userId/commission-rate', userId] as const,
    ([, id], { arg }: { arg: UpdateSalesCommissionRateBody }) => setSalesCommissionRate(id, arg),
    { throwOnError: true, populateCache: (reply) => reply.data, revalidate: false },
  );
