import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { OTP_LENGTH } from '@contracts/auth';
import { OtpCodeField, useOtpCodeForm } from '@/components/form/otp-code-field';
import { StepActions, StepCard } from '@/features/intake/components/step-card';
import type { PhoneCode } from './use-phone-code';

interface CodeStepProps {
  /** The exchange once a code was texted to `code.phone`. */
  code: PhoneCode;
  onBack: () => void;
}

/** The texted code of a phone-code exchange: checks it, sends a new one, or goes back to the number. */
export function CodeStep({ code, onBack }: CodeStepProps) {
  const { phone, error, checking, sending: resending } = code;
  const { control, handleSubmit } = useOtpCodeForm();
  if (!phone) return null;
  return (
    <StepCard
      title="Enter your code"
      description={`We sent a ${OTP_LENGTH}-digit code to ${phone.masked}. It expires in 10 minutes.`}
      onSubmit={handleSubmit((values) => void code.checkCode(values.code))}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <OtpCodeField control={control} />
      <Box>
        <Button variant="text" onClick={() => void code.sendCode(phone.e164)} loading={resending} disabled={checking}>
          Send a new code
        </Button>
      </Box>
      <StepActions onBack={onBack} loading={checking} />
    </StepCard>
  );
}
