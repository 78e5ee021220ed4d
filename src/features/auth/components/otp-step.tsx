import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { OTP_LENGTH } from '@contracts/auth';
import { OtpCodeField, useOtpCodeForm } from '@/components/form/otp-code-field';
import { env, showDevOutbox } from '@/config/env';
import { getErrorMessage } from '@/lib/error-message';
import { toastSuccess } from '@/lib/toast';
import { useResendOtp } from '@/api/auth/resend-otp';
import { useVerifyOtp } from '@/api/auth/verify-otp';
import { useCompleteSignIn } from './use-complete-sign-in';

export interface OtpStepProps {
  email: string;
  onBack: () => void;
}

export function OtpStep({ email, onBack }: OtpStepProps) {
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const completeSignIn = useCompleteSignIn();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit } = useOtpCodeForm();

  const onSubmit = handleSubmit(async ({ code }) => {
    setError(null);
    try {
      completeSignIn(await verify.trigger({ email, code }));
    } catch (e) {
      setError(getErrorMessage(e, 'That code did not work. Please try again.'));
    }
  });

  const onResend = async () => {
    setError(null);
    try {
      toastSuccess((await resend.trigger({ email })) ?? 'A new code is on its way.');
    } catch (e) {
      setError(getErrorMessage(e, 'We could not send a new code. Please try again.'));
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      <Typography variant="h2">Check your inbox</Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        We sent a {OTP_LENGTH}-digit verification code to <strong>{email}</strong>. It expires in 10 minutes.
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <OtpCodeField control={control} />
      <Button type="submit" variant="contained" size="large" loading={verify.isMutating}>
        Verify
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="text" onClick={onResend} loading={resend.isMutating}>
          Resend code
        </Button>
        <Button variant="text" color="inherit" onClick={onBack}>
          Use a different email
        </Button>
      </Box>
      {showDevOutbox && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Testing locally?{' '}
          <Link href={`${env.VITE_API_BASE_URL}/dev/outbox`} target="_blank" rel="noreferrer">
            Open the dev outbox
          </Link>
        </Typography>
      )}
    </Stack>
  );
}
