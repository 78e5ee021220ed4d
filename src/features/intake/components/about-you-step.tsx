import Alert from '@mui/material/Alert';
import { z } from 'zod';
import type { IntakeProfile } from '@contracts/onboarding';
import { ContactFields } from '@/components/form/contact-fields';
import { nameAndEmailShape } from '@/lib/contact-schema';
import { textValuesOf } from '@/lib/form-values';
import { useZodForm } from '@/lib/use-zod-form';
import { usPhoneSchema } from '@contracts/us-phone';
import { phoneForDisplay } from '@contracts/phone-display';
import { DateOfBirthField, today } from './date-of-birth-field';
import { FormRadioGroup } from './form-radio-group';
import { StateField } from './state-field';
import { StepActions, StepCard } from './step-card';

export const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
] as const;

const GENDERS = ['female', 'male', 'other'] as const;

export const genderSchema = z.string().pipe(z.enum(GENDERS, 'Choose an option'));
export const dateOfBirthSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter your date of birth')
  .refine((v) => v > '1900-01-01' && v < today(), 'Enter your date of birth');
export const stateSchema = z.string().length(2, 'Choose your state');

const aboutYouSchema = z.object({
  ...nameAndEmailShape,
  phone: usPhoneSchema,
  dateOfBirth: dateOfBirthSchema,
  gender: genderSchema,
  state: stateSchema,
});
export type AboutYouValues = z.output<typeof aboutYouSchema>;

interface AboutYouStepProps {
  profile?: Partial<IntakeProfile>;
  /** The reason the last attempt failed, e.g. the server's message for an unknown partner link. */
  error?: string | null;
  saving: boolean;
  onSubmit: (values: AboutYouValues) => void;
}

export function AboutYouStep({ profile = {}, error, saving, onSubmit }: AboutYouStepProps) {
  const { control, handleSubmit } = useZodForm(aboutYouSchema, {
    ...textValuesOf(['firstName', 'lastName', 'email', 'dateOfBirth', 'gender', 'state'], profile),
    phone: phoneForDisplay(profile.phone),
  });

  return (
    <StepCard
      title="About you"
      description="Tell us who you are. A doctor licensed in your state will review your answers."
      onSubmit={handleSubmit(onSubmit)}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <ContactFields control={control} />
      <DateOfBirthField control={control} name="dateOfBirth" />
      <FormRadioGroup control={control} name="gender" label="Gender" options={GENDER_OPTIONS} />
      <StateField control={control} name="state" />
      <StepActions loading={saving} />
    </StepCard>
  );
}
