import useSWR from 'swr';
import { meReplySchema } from '@contracts/auth';
import { apiClient } from '@/lib/api-client';

export const ME_KEY = '/auth/me';

/** GET /auth/me: the signed-in user and the selected delegate access. */
export async function getMe() {
  const reply = await apiClient.get(ME_KEY);
  return meReplySchema.parse(reply.data).data;
}

/** Not retried on error (SPEC §7): a failure means signed out or a problem to show, not a blip. */
export const useMe = (enabled: boolean) => useSWR(enabled ? ME_KEY : null, getMe, { shouldRetryOnError: false, revalidateOnFocus: false });
