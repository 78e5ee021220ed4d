import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toastFailure } from '@/lib/toast';
import { messageOr } from '@/lib/api-errors';
import { FlowProgress } from '@/features/intake/components/flow-progress';
import { SAVE_FAILED } from '@/features/intake/components/intake-flow';
import { ContactStep, type ContactValues } from '@/features/intake/legacy/contact-step';
import { LEGACY_LEAD_SCREENS, LEGACY_STEPS } from '@/features/intake/legacy/legacy-steps';
import { countScreens } from '@/features/intake/model/steps';
import { useOnboarding } from '@/features/intake/legacy/onboarding-context';
import { readDraft } from '@/features/intake/model/draft';

/** /onboarding: the first legacy page; its save creates the intake. `?partner=` attributes it to a partner. */
export function OnboardingStartPage() {
  const { values, saving, save, restart } = useOnboarding();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const [resuming, setResuming] = useState(() => readDraft() !== null);
  const [formKey, setFormKey] = useState(0);

  const submit = async (fields: ContactValues) => {
    try {
      await save(fields, params.get('partner'));
      navigate(`/onboarding/${LEGACY_STEPS[0].path}${search}`);
    } catch (e) {
      toastFailure(messageOr(e, SAVE_FAILED));
    }
  };

  return (
    <>
      <FlowProgress count={countScreens(LEGACY_LEAD_SCREENS, [], 0, false)} />
      <ContactStep
        key={formKey}
        initial={values}
        resuming={resuming}
        saving={saving}
        onSubmit={(v) => void submit(v)}
        onRestart={() => {
          restart();
          setResuming(false);
          setFormKey((k) => k + 1);
        }}
      />
    </>
  );
}
