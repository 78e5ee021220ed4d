import useSWRMutation from 'swr/mutation';
import { salesProfileReplySchema, type UpdateSalesProfileBody } from '@contracts/sales-people';
import { apiClient } from '@/lib/api-client';

/** PUT /sales: the sales person's name or phone (only the fields sent change). */
export async function updateSalesProfile(body: UpdateSalesProfileBody) {
  const reply = await apiClient.put('/sales', body);
  return salesProfileReplySchema.parse(reply.data);
}

export const useUpdateSalesProfile = () =>
  useSWRMutation('/sales#update', (_key: string, { arg }: { arg: UpdateSalesProfileBody }) => updateSalesProfile(arg), {
    throwOnError: true,
  });
