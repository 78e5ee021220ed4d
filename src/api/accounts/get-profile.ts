import useSWR from 'swr';
import { doctorProfileReplySchema } from '@contracts/doctors';
import { apiClient } from '@/lib/api-client';
import { useAccountApiBase } from './account-api-base';

export const profileKey = (base: string) => `${base}/profile`;

/** GET /doctors/profile: contact details plus the NPI, license states and pharmacies an administrator manages. */
export async function getProfile(base: string) {
  const reply = await apiClient.get(profileKey(base));
  return doctorProfileReplySchema.parse(reply.data).data;
}

/** Not revalidated on focus: a refetch must never overwrite what the user is typing. */
export function useProfile() {
  const base = useAccountApiBase();
  return useSWR(profileKey(base), () => getProfile(base), { revalidateOnFocus: false, shouldRetryOnError: false });
}
