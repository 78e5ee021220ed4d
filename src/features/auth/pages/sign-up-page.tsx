import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionSelector } from '@/lib/session';
import { AuthCard } from '@/features/auth/components/auth-card';
import { DelegateStep } from '@/features/auth/components/delegate-step';
import { OtpStep } from '@/features/auth/components/otp-step';
import { useIsSignedIn } from '@/features/auth/components/session-redirects';
import { SignUpForm } from '@/features/auth/components/sign-up-form';

interface SignUpPageProps {
  variant: 'patient' | 'sales';
}

const SUBTITLES = {
  patient: 'Create your patient account to start your care.',
  sales: 'Create your sales partner account.',
} as const;

export function SignUpPage({ variant }: SignUpPageProps) {
  const [otpEmail, setOtpEmail] = useState<string | null>(null);
  const signedIn = useIsSignedIn();
  const choosing = useSessionSelector((s) => s.session.accessToken !== null && s.user.requiresDelegateSelection);

  if (signedIn) return <Navigate to={paths.dashboard} replace />;

  return (
    <AuthCard title="Sign up" subtitle={SUBTITLES[variant]}>
      {choosing ? (
        <DelegateStep />
      ) : otpEmail ? (
        <OtpStep email={otpEmail} onBack={() => setOtpEmail(null)} />
      ) : (
        <>
          <SignUpForm variant={variant} onCodeSent={setOtpEmail} />
          <Typography sx={{ mt: 3, textAlign: 'center' }}>
            Already have an account?{' '}
            <Link component={RouterLink} to={paths.signIn}>
              Sign in
            </Link>
          </Typography>
        </>
      )}
    </AuthCard>
  );
}
