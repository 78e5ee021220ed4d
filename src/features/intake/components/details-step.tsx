import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { IntakeProfile } from '@contracts/onboarding';
import { FormTextField } from '@/components/form/form-text-field';
import { dateOfBirthSchema, GENDER_OPTIONS, genderSchema, stateSchema } from './about-you-step';
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
  const { control, handleSubmit } = useForm<z.input<typeof detailsSchema>, unknown, DetailsValues>({
    resolver: zodResolver(detailsSchema),
    defaultValues: { dateOfBirth: profile.dateOfBirth ?? '', gender: profile.gender ?? '', state: profile.state ?? '' },
  });
  return (
    <StepCard
      title="Your details"
      description="A few more details for your doctor and your prescription."
      onSubmit={handleSubmit(onSubmit)}
    >
      <FormTextField
        control={control}
        name="dateOfBirth"
        label="Date of birth"
        type="date"
        autoComplete="bday"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {!profile.gender && <FormRadioGroup control={control} name="gender" label="Gender" options={GENDER_OPTIONS} />}
      <StateField control={control} name="state" />
      <StepActions onBack={onBack} loading={saving} />
    </StepCard>
  );
}
