import useSWRMutation from 'swr/mutation';
import { partnerProfileReplySchema, type UpdatePartnerProfileBody } from '@contracts/partner-profile';
import { apiClient } from '@/lib/api-client';
import { partnerProfileKey } from './get-partner-profile';

/** PUT /gym-owner: only the fields sent change; the reply is the whole profile and 'Profile updated successfully'. */
export async function updatePartnerProfile(body: UpdatePartnerProfileBody) {
  const reply = await apiClient.put(partnerProfileKey, body);
  return partnerProfileReplySchema.parse(reply.data);
}

/** The caller puts the saved profile into the GET cache itself: no refetch of what the reply already holds. */
export const useUpdatePartnerProfile = () =>
  useSWRMutation(`${partnerProfileKey}#update`, (_key: string, { arg }: { arg: UpdatePartnerProfileBody }) => updatePartnerProfile(arg), {
    throwOnError: true,
  });
