import useSWR from 'swr';
import { gymOwnerReplySchema } from '@contracts/partners';
import { apiClient } from '@/lib/api-client';

export const gymOwnerKey = (id: string) => ['/super-admin/gym-owners/:id', id] as const;

/** GET /super-admin/gym-owners/{id}: one partner with its doctor, billing and counts. */
export async function getGymOwner(id: string) {
  const reply = await apiClient.get(`/super-admin/gym-owners/${encodeURIComponent(id)}`);
  return gymOwnerReplySchema.parse(reply.data).data;
}

export const useGymOwner = (id: string | undefined) => useSWR(id ? gymOwnerKey(id) : null, ([, partnerId]) => getGymOwner(partnerId));
