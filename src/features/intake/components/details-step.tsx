import { z } from 'zod';
import type { IntakeProfile } from '@contracts/onboarding';
import { textValuesOf } from '@/lib/form-values';
import { useZodForm } from '@/lib/use-zod-form';
import { dateOfBirthSchema, GENDER_OPTIONS, genderSchema, stateSchema } from './about-you-step';
import { DateOfBirthField } from './date-of-birth-field';
import { FormRadioGroup } from './form-radio-group';
import { StateField } from './state-field';
import { StepActions, StepCard } from './step-card';

const detailsSchema = z.object({ dateOfBirth: dateOfBirthSchema, gender: genderSchema, state: stateSchema });
export type DetailsValues = z.output<typeof detailsSchema>;

interface DetailsStepProps {
  profile: Partial<IntakeProfile>;
  saving: boolean;
  onBack?: () => void;
  onSubmit: (values: DetailsValues) => void;
}

/** What the legacy onboarding did not ask and a prescription needs: date of birth and state (and gender if unset). */
export function DetailsStep({ profile, saving, onBack, onSubmit }: DetailsStepProps) {
  const { control, handleSubmit } = useZodForm(detailsSchema, textValuesOf(['dateOfBirth', 'gender', 'state'], profile));
  return (
    <StepCard
      title="Your details"
      description="A few more details for your doctor and your prescription."
      onSubmit={handleSubmit(onSubmit)}
    >
      <DateOfBirthField control={control} name="dateOfBirth" />
      {!profile.gender && <FormRadioGroup control={control} name="gender" label="Gender" options={GENDER_OPTIONS} />}
      <StateField control={control} name="state" />
      <StepActions onBack={onBack} loading={saving} />
    </StepCard>
  );
}
