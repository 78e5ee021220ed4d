import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/form/form-text-field';
import { StepActions, StepCard } from '@/features/intake/components/step-card';

const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

interface CodeStepProps {
  maskedPhone: string;
  error: string | null;
  checking: boolean;
  resending: boolean;
  onBack: () => void;
  onResend: () => void;
  onSubmit: (code: string) => void;
}

export function CodeStep({ maskedPhone, error, checking, resending, onBack, onResend, onSubmit }: CodeStepProps) {
  const { control, handleSubmit } = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  return (
    <StepCard
      title="Enter your code"
      description={`We sent a 6-digit code to ${maskedPhone}. It expires in 10 minutes.`}
      onSubmit={handleSubmit(({ code }) => onSubmit(code))}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <FormTextField
        control={control}
        name="code"
        label="Verification code"
        autoComplete="one-time-code"
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
      />
      <Box>
        <Button variant="text" onClick={onResend} loading={resending} disabled={checking}>
          Send a new code
        </Button>
      </Box>
      <StepActions onBack={onBack} loading={checking} />
    </StepCard>
  );
}
