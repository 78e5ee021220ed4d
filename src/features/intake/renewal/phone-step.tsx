import Alert from '@mui/material/Alert';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '@/lib/form-resolver';
import { PhoneField } from '@/components/form/phone-field';
import { usPhoneSchema } from '@contracts/us-phone';
import { StepActions, StepCard } from '@/features/intake/components/step-card';

const phoneSchema = z.object({ phone: usPhoneSchema });

interface PhoneStepProps {
  title?: string;
  description?: string;
  error: string | null;
  sending: boolean;
  /** The number in E.164. */
  onSubmit: (phone: string) => void;
  /** Shows "Back" (the renewal's first screen has none). */
  onBack?: () => void;
}

/** A returning patient identifies themself by the phone number on their record. */
export function PhoneStep({
  title = 'Welcome back',
  description = 'Enter the phone number you used for your first order. We will text you a 6-digit code to confirm it is you.',
  error,
  sending,
  onSubmit,
  onBack,
}: PhoneStepProps) {
  const { control, handleSubmit } = useForm<z.input<typeof phoneSchema>, unknown, z.output<typeof phoneSchema>>({
    resolver: formResolver(phoneSchema),
    defaultValues: { phone: '' },
  });
  return (
    <StepCard title={title} description={description} onSubmit={handleSubmit(({ phone }) => onSubmit(phone))}>
      {error && <Alert severity="error">{error}</Alert>}
      <PhoneField control={control} name="phone" required autoFocus />
      <StepActions loading={sending} onBack={onBack} />
    </StepCard>
  );
}
