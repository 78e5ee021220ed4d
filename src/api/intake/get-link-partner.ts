import useSWR from 'swr';
import { intakePartnerReplySchema } from '@contracts/onboarding';
import { apiClient } from '@/lib/api-client';

/** GET /sign-up-patient/{gymOwnerId}: the name and logo of the partner whose link the patient followed. */
export async function getLinkPartner(partnerId: string) {
  const reply = await apiClient.get(`/sign-up-patient/${encodeURIComponent(partnerId)}`);
  return intakePartnerReplySchema.parse(reply.data).data;
}

/** The partner a link names, or nothing (no link, or a link that names no partner: the intake says so when it starts). */
export const useLinkPartner = (partnerId: string | null | undefined) =>
  useSWR(partnerId ? (['/sign-up-patient/:gymOwnerId', partnerId] as const) : null, ([, id]) => getLinkPartner(id), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
