import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { ScreeningFinding } from '@contracts/onboarding';
import { EmptyState } from '@/components/empty-state';
import { toastFailure } from '@/lib/toast';
import { messageOr } from '@/lib/api-errors';
import { GENDER_OPTIONS } from '@/features/intake/components/about-you-step';
import { FlowProgress } from '@/features/intake/components/flow-progress';
import { HardStopScreen } from '@/features/intake/components/hard-stop-screen';
import { IntakeFlow, SAVE_FAILED } from '@/features/intake/components/intake-flow';
import { LegacyBmiStep } from '@/features/intake/legacy/legacy-bmi-step';
import { LegacyChoiceStep } from '@/features/intake/legacy/legacy-choice-step';
import { LEGACY_LEAD_SCREENS, LEGACY_STEPS, type LegacyValues } from '@/features/intake/legacy/legacy-steps';
import { useIntake } from '@/api/intake/get-intake';
import { buildSteps, countScreens } from '@/features/intake/model/steps';
import { useOnboarding } from '@/features/intake/legacy/onboarding-context';
import { readDraft } from '@/features/intake/model/draft';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const yesNo = (v: boolean | undefined) => (v === undefined ? undefined : v ? 'yes' : 'no');

/** /onboarding/{step}: one legacy page, saved through POST /saving-onboarding-options; payment ends with the v2 steps. */
export function OnboardingStepPage({ step }: { step: string }) {
  const { values, saving, save } = useOnboarding();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [stops, setStops] = useState<ScreeningFinding[] | null>(null);
  const index = LEGACY_STEPS.findIndex((s) => s.path === step);
  const config = LEGACY_STEPS[index];
  // The questions still to come after these pages, for one count over the whole flow (kept fresh by each save).
  const form = useIntake(!config || config.kind === 'finish' ? null : readDraft()).data;
  const go = (path: string) => navigate(`${path}${search}`);
  const back = () => go(index === 0 ? '/onboarding' : `/onboarding/${LEGACY_STEPS[index - 1].path}`);

  if (!config) return <EmptyState title="This page does not exist" />;
  if (config.kind === 'finish') return <IntakeFlow mode="finish" onReviewAnswers={() => go(`/onboarding/${LEGACY_STEPS[0].path}`)} />;
  if (!readDraft()) {
    return (
      <EmptyState
        title="Let's start from the beginning"
        description="We could not find your answers on this device. It only takes a few minutes."
        action={
          <Button component={RouterLink} to={`/onboarding${search}`} variant="contained">
            Start
          </Button>
        }
      />
    );
  }
  if (stops) return <HardStopScreen findings={stops} onBack={() => setStops(null)} />;

  const submit = async (fields: LegacyValues) => {
    try {
      const intake = await save(fields);
      if (intake.hardStops.length > 0) setStops(intake.hardStops);
      else go(`/onboarding/${LEGACY_STEPS[index + 1].path}`);
    } catch (e) {
      toastFailure(messageOr(e, SAVE_FAILED));
    }
  };

  const common = { title: config.title, saving, onBack: back };
  return (
    <>
      <FlowProgress
        count={countScreens(
          LEGACY_LEAD_SCREENS,
          form ? buildSteps('finish', form.questionsList, form.intake.answers) : [],
          index + 1,
          Boolean(form),
        )}
      />
      {config.kind === 'bmi' && <LegacyBmiStep key={config.path} {...common} initial={values} onSubmit={(v) => void submit(v)} />}
      {config.kind === 'gender' && (
        <LegacyChoiceStep
          key={config.path}
          {...common}
          options={GENDER_OPTIONS}
          initial={values.gender}
          onSubmit={(v) => void submit({ gender: v as LegacyValues['gender'] })}
        />
      )}
      {config.kind === 'yes-no' && (
        <LegacyChoiceStep
          key={config.path}
          {...common}
          description={config.description}
          options={YES_NO}
          initial={yesNo(values[config.field])}
          onSubmit={(v) => void submit({ [config.field]: v === 'yes' })}
        />
      )}
      {config.kind === 'multi' && (
        <LegacyChoiceStep
          key={config.path}
          {...common}
          description={config.description}
          options={config.options}
          multiple
          initial={values[config.field]}
          onSubmit={(v) => void submit({ [config.field]: v as string[] })}
        />
      )}
    </>
  );
}
