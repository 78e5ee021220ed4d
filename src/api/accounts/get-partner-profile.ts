import useSWR from 'swr';
import { partnerProfileReplySchema } from '@contracts/partner-profile';
import { apiClient } from '@/lib/api-client';
import { PARTNER_API_BASE } from './account-api-base';

export const partnerProfileKey = PARTNER_API_BASE;

/** GET /gym-owner: the business profile, logo link, commission rate and payout account. */
export async function getPartnerProfile() {
  const reply = await apiClient.get(partnerProfileKey);
  return partnerProfileReplySchema.parse(reply.data).data;
}

/** Not revalidated on focus: a refetch must never overwrite what the user is typing. */
export const usePartnerProfile = () =>
  useSWR(partnerProfileKey, getPartnerProfile, { revalidateOnFocus: false, shouldRetryOnError: false });
