import useSWR from 'swr';
import { intakeReplySchema } from '@contracts/onboarding';
import { apiClient } from '@/lib/api-client';
import type { IntakeDraft } from '@/features/intake/model/draft';
import { intakeHeaders } from './intake-token';

export type IntakeKey = readonly ['intake', string, string];
export const intakeKey = (draft: Pick<IntakeDraft, 'intakeId' | 'intakeToken'>): IntakeKey => ['intake', draft.intakeId, draft.intakeToken];

/** GET /patients/get-patient-questionnaire/{id}: the saved intake and its questions. */
export async function getIntake(intakeId: string, intakeToken: string) {
  const reply = await apiClient.get(`/patients/get-patient-questionnaire/${encodeURIComponent(intakeId)}`, {
    headers: intakeHeaders(intakeToken),
  });
  return intakeReplySchema.parse(reply.data).data;
}

/**
 * The intake of a draft. Fetched once: afterwards every save writes its reply into the same cache entry, so the
 * screen never re-reads what it has just written.
 */
export const useIntake = (draft: IntakeDraft | null) =>
  useSWR(draft ? intakeKey(draft) : null, ([, id, token]: IntakeKey) => getIntake(id, token), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
