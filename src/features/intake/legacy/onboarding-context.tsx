import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Intake } from '@contracts/onboarding';
import { useSWRConfig } from 'swr';
import { useCreateIntake } from '@/api/intake/create-intake';
import { intakeKey } from '@/api/intake/get-intake';
import { useSaveOnboardingOptions } from '@/api/intake/save-onboarding-options';
import { clearDraft, readDraft, writeDraft } from '@/features/intake/model/draft';
import type { LegacyValues } from './legacy-steps';

interface OnboardingState {
  /** What was answered on this visit, to pre-fill a page when the patient goes back. */
  values: LegacyValues;
  saving: boolean;
  /** Saves one page; the first save creates the intake (through the partner's call for a partner link). */
  save: (fields: LegacyValues, partnerId?: string | null) => Promise<Intake>;
  restart: () => void;
}

const OnboardingContext = createContext<OnboardingState | null>(null);

export function OnboardingProvider({ children }: { children: ReactNode }) {
  const [values, setValues] = useState<LegacyValues>({});
  const saveOptions = useSaveOnboardingOptions();
  const create = useCreateIntake();
  const { mutate } = useSWRConfig();

  const save = async (fields: LegacyValues, partnerId?: string | null): Promise<Intake> => {
    // Read at every save: the payment page (or another tab) may have finished or replaced the intake.
    const draft = readDraft();
    let intake: Intake;
    if (!draft && partnerId) {
      // The legacy call has no partner field: a partner's patient starts through the partner's sign-up call.
      const { email, firstName, lastName, phoneNumber } = fields;
      const reply = await create.trigger({ body: { profile: { email, firstName, lastName, phone: phoneNumber } }, partnerId });
      writeDraft({ intakeId: reply.intake.id, intakeToken: reply.intakeToken });
      intake = reply.intake;
    } else {
      const body = draft ? { ...fields, intakeId: draft.intakeId } : fields;
      const reply = await saveOptions.trigger({ body, intakeToken: draft?.intakeToken });
      if (reply.intakeToken) writeDraft({ intakeId: reply.intake.id, intakeToken: reply.intakeToken });
      intake = reply.intake;
    }
    // The intake as the step pages read it (useIntake): its answers decide which questions are still to come.
    const ref = readDraft();
    if (ref) await mutate(intakeKey(ref), (cached) => cached && { ...cached, intake }, { revalidate: false });
    setValues((v) => ({ ...v, ...fields }));
    return intake;
  };

  const restart = () => {
    clearDraft();
    setValues({});
  };

  return (
    <OnboardingContext.Provider value={{ values, saving: saveOptions.isMutating || create.isMutating, save, restart }}>
      {children}
    </OnboardingContext.Provider>
  );
}

export function useOnboarding(): OnboardingState {
  const state = useContext(OnboardingContext);
  if (!state) throw new Error('useOnboarding needs an OnboardingProvider (the /onboarding route element)');
  return state;
}
