import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { OTP_LENGTH } from '@contracts/auth';
import { OtpCodeField, useOtpCodeForm } from '@/components/form/otp-code-field';
import { StepActions, StepCard } from '@/features/intake/components/step-card';

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
  const { control, handleSubmit } = useOtpCodeForm();
  return (
    <StepCard
      title="Enter your code"
      description={`We sent a ${OTP_LENGTH}-digit code to ${maskedPhone}. It expires in 10 minutes.`}
      onSubmit={handleSubmit(({ code }) => onSubmit(code))}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <OtpCodeField control={control} />
      <Box>
        <Button variant="text" onClick={onResend} loading={resending} disabled={checking}>
          Send a new code
        </Button>
      </Box>
      <StepActions onBack={onBack} loading={checking} />
    </StepCard>
  );
}
