import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import type { Portal } from '@contracts/portals';
import { PORTAL_NAMES } from '@/config/portals';
import { paths } from '@/config/paths';
import { useSessionSelector } from '@/lib/session';
import { AuthCard } from '@/features/auth/components/auth-card';
import { DelegateStep } from '@/features/auth/components/delegate-step';
import { OtpStep } from '@/features/auth/components/otp-step';
import { useIsSignedIn } from '@/features/auth/components/session-redirects';
import { SignInForm } from '@/features/auth/components/sign-in-form';

interface SignInPageProps {
  portal: Portal;
  /** Portals where people can create their own account link to it. */
  signUpPath?: string;
}

export function SignInPage({ portal, signUpPath }: SignInPageProps) {
  const [otpEmail, setOtpEmail] = useState<string | null>(null);
  const signedIn = useIsSignedIn();
  const choosing = useSessionSelector((s) => s.session.accessToken !== null && s.user.requiresDelegateSelection);

  if (signedIn) return <Navigate to={paths.dashboard} replace />;

  return (
    <AuthCard title="Sign in" subtitle={`Welcome to the ${PORTAL_NAMES[portal]}.`}>
      {choosing ? (
        <DelegateStep />
      ) : otpEmail ? (
        <OtpStep email={otpEmail} onBack={() => setOtpEmail(null)} />
      ) : (
        <>
          <SignInForm onCodeSent={setOtpEmail} />
          {signUpPath && (
            <Typography sx={{ mt: 3, textAlign: 'center' }}>
              New here?{' '}
              <Link component={RouterLink} to={signUpPath}>
                Create an account
              </Link>
            </Typography>
          )}
        </>
      )}
    </AuthCard>
  );
}
