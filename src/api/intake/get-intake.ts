import useSWR from 'swr';
import { intakeReplySchema } from '@contracts/onboarding';
import { apiClient } from '@/lib/api-client';
import { intakeHeaders } from './intake-headers';

/** Which intake, and the token that proves the device may read it. */
export interface IntakeRef {
  intakeId: string;
  intakeToken: string;
}

export type IntakeKey = readonly ['/patients/get-patient-questionnaire/:id', string, string];
export const intakeKey = ({ intakeId, intakeToken }: IntakeRef): IntakeKey => [
  '/patients/get-patient-questionnaire/:id',
  intakeId,
  intakeToken,
];

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
export const useIntake = (ref: IntakeRef | null) =>
  useSWR(ref ? intakeKey(ref) : null, ([, id, token]: IntakeKey) => getIntake(id, token), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
