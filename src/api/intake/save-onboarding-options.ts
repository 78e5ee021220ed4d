import useSWRMutation from 'swr/mutation';
import { legacyOnboardingReplySchema, type LegacyOnboardingBody } from '@contracts/onboarding';
import { apiClient } from '@/lib/api-client';
import { intakeHeaders } from './intake-headers';

export interface SaveOnboardingArg {
  body: LegacyOnboardingBody;
  /** Absent on the first save, which creates the intake and answers its token. */
  intakeToken?: string;
}

/** POST /saving-onboarding-options: one page of the legacy onboarding. */
export async function saveOnboardingOptions({ body, intakeToken }: SaveOnboardingArg) {
  const reply = await apiClient.post('/saving-onboarding-options', body, intakeToken ? { headers: intakeHeaders(intakeToken) } : undefined);
  return legacyOnboardingReplySchema.parse(reply.data).data;
}

export const useSaveOnboardingOptions = () =>
  useSWRMutation('/saving-onboarding-options', (_key: string, { arg }: { arg: SaveOnboardingArg }) => saveOnboardingOptions(arg));
