import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { StepActions, StepCard } from '../components/step-card';
import { usPhoneSchema } from '../model/phone';

const phoneSchema = z.object({ phone: usPhoneSchema });

interface PhoneStepProps {
  title?: string;
  description?: string;
  error: string | null;
  sending: boolean;
  /** The number in E.164. */
  onSubmit: (phone: string) => void;
}

/** A returning patient identifies themself by the phone number on their record. */
export function PhoneStep({
  title = 'Welcome back',
  description = 'Enter the phone number you used for your first order. We will text you a 6-digit code to confirm it is you.',
  error,
  sending,
  onSubmit,
}: PhoneStepProps) {
  const { control, handleSubmit } = useForm<z.input<typeof phoneSchema>, unknown, z.output<typeof phoneSchema>>({
    resolver: zodResolver(phoneSchema),
    defaultValues: { phone: '' },
  });
  return (
    <StepCard
      title={title}
      description={description}
      onSubmit={handleSubmit(({ phone }) => onSubmit(phone))}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <FormTextField
        control={control}
        name="phone"
        label="Phone number"
        type="tel"
        autoComplete="tel-national"
        required
        autoFocus
        helperText="A US number, e.g. (202) 555-0143"
      />
      <StepActions loading={sending} />
    </StepCard>
  );
}
