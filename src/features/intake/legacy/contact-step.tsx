import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { z } from 'zod';
import { ContactFields } from '@/components/form/contact-fields';
import { nameAndEmailShape } from '@/lib/contact-schema';
import { textValuesOf } from '@/lib/form-values';
import { useZodForm } from '@/lib/use-zod-form';
import { usPhoneSchema } from '@contracts/us-phone';
import { phoneForDisplay } from '@contracts/phone-display';
import { StepActions, StepCard } from '@/features/intake/components/step-card';
import type { LegacyValues } from './legacy-steps';

const contactSchema = z.object({ ...nameAndEmailShape, phoneNumber: usPhoneSchema });
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
  const { control, handleSubmit } = useZodForm(contactSchema, {
    ...textValuesOf(['firstName', 'lastName', 'email'], initial),
    phoneNumber: phoneForDisplay(initial.phoneNumber),
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
      <ContactFields control={control} phoneName="phoneNumber" />
      <StepActions loading={saving} />
    </StepCard>
  );
}
