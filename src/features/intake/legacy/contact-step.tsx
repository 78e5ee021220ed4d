import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/form/form-text-field';
import { PhoneField } from '@/components/form/phone-field';
import { phoneForDisplay, usPhoneSchema } from '@contracts/us-phone';
import { StepActions, StepCard } from '@/features/intake/components/step-card';
import type { LegacyValues } from './legacy-steps';

const contactSchema = z.object({
  firstName: z.string().trim().min(1, 'Enter your first name').max(100),
  lastName: z.string().trim().min(1, 'Enter your last name').max(100),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(254)),
  phoneNumber: usPhoneSchema,
});
export type ContactValues = z.output<typeof contactSchema>;

interface ContactStepProps {
  initial: LegacyValues;
  /** Set when this device holds answers from an earlier visit. */
  resuming: boolean;
  saving: boolean;
  onRestart: () => void;
  onSubmit: (values: ContactValues) => void;
}

/** /onboarding: who the patient is and how to reach them. */
export function ContactStep({ initial, resuming, saving, onRestart, onSubmit }: ContactStepProps) {
  const { control, handleSubmit } = useForm<z.input<typeof contactSchema>, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: {
      firstName: initial.firstName ?? '',
      lastName: initial.lastName ?? '',
      email: initial.email ?? '',
      phoneNumber: phoneForDisplay(initial.phoneNumber),
    },
  });
  return (
    <StepCard
      title="Let's get started"
      description="A doctor licensed in your state will review your answers. It takes about 5 minutes."
      onSubmit={handleSubmit(onSubmit)}
    >
      {resuming && (
        <Alert
          severity="info"
          role="note"
          action={
            <Button color="inherit" size="small" onClick={onRestart}>
              Start over
            </Button>
          }
        >
          You are continuing the answers saved on this device.
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" required />
        <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" required />
      </Stack>
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
      <PhoneField control={control} name="phoneNumber" required />
      <StepActions loading={saving} />
    </StepCard>
  );
}
