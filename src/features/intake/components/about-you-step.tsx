import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { IntakeProfile } from '@contracts/onboarding';
import { FormTextField } from '@/components/form/form-text-field';
import { PhoneField } from '@/components/form/phone-field';
import { phoneForDisplay, usPhoneSchema } from '@contracts/us-phone';
import { FormRadioGroup } from './form-radio-group';
import { StateField } from './state-field';
import { StepActions, StepCard } from './step-card';

export const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
] as const;

const GENDERS = ['female', 'male', 'other'] as const;
const today = () => new Date().toISOString().slice(0, 10);

export const genderSchema = z.string().pipe(z.enum(GENDERS, 'Choose an option'));
export const dateOfBirthSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter your date of birth')
  .refine((v) => v > '1900-01-01' && v < today(), 'Enter your date of birth');
export const stateSchema = z.string().length(2, 'Choose your state');

const aboutYouSchema = z.object({
  firstName: z.string().trim().min(1, 'Enter your first name').max(100),
  lastName: z.string().trim().min(1, 'Enter your last name').max(100),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(254)),
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
  const { control, handleSubmit } = useForm<z.input<typeof aboutYouSchema>, unknown, AboutYouValues>({
    resolver: zodResolver(aboutYouSchema),
    defaultValues: {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      email: profile.email ?? '',
      phone: phoneForDisplay(profile.phone),
      dateOfBirth: profile.dateOfBirth ?? '',
      gender: profile.gender ?? '',
      state: profile.state ?? '',
    },
  });

  return (
    <StepCard
      title="About you"
      description="Tell us who you are. A doctor licensed in your state will review your answers."
      onSubmit={handleSubmit(onSubmit)}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" required />
        <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" required />
      </Stack>
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
      <PhoneField control={control} name="phone" required />
      <FormTextField
        control={control}
        name="dateOfBirth"
        label="Date of birth"
        type="date"
        autoComplete="bday"
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
      />
      <FormRadioGroup control={control} name="gender" label="Gender" options={GENDER_OPTIONS} />
      <StateField control={control} name="state" />
      <StepActions loading={saving} />
    </StepCard>
  );
}
