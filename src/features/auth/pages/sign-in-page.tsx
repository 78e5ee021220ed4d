import { Suspense, useState, type ReactNode } from 'react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import type { Portal } from '@contracts/portals';
import { useHandOffPrerendered } from '@/lib/prerendered';
import { PORTAL_NAMES } from '@/config/portals';
import { paths } from '@/config/paths';
import { lazyNamed } from '@/lib/lazy-named';
import { useSessionSelector } from '@/lib/session';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useIsSignedIn } from '@/features/auth/components/session-redirects';
import { SignInForm } from '@/features/auth/components/sign-in-form';

// The page's first download is the credentials form alone, without MUI; the code and delegate steps (MUI) follow.
const steps = () => import('@/features/auth/components/sign-in-steps');
const OtpStep = lazyNamed(steps, 'ThemedOtpStep');
const DelegateStep = lazyNamed(steps, 'ThemedDelegateStep');

interface SignInPageProps {
  portal: Portal;
  /** Portals where people can create their own account link to it. */
  signUpPath?: string;
}

export function SignInPage({ portal, signUpPath }: SignInPageProps) {
  const [otpEmail, setOtpEmail] = useState<string | null>(null);
  const signedIn = useIsSignedIn();
  const choosing = useSessionSelector((s) => s.session.accessToken !== null && s.user.requiresDelegateSelection);
  // The page may have arrived as HTML (lib/prerendered): the app takes it over before its first paint.
  useHandOffPrerendered();

  if (signedIn) return <Navigate to={paths.dashboard} replace />;

  const step = (choosing || otpEmail) && (
    <Suspense fallback={<div className="boot-loader__bar auth-card__pending" role="progressbar" aria-label="Loading" />}>
      {choosing ? <DelegateStep /> : <OtpStep email={otpEmail!} onBack={() => setOtpEmail(null)} />}
    </Suspense>
  );
  return (
    <SignInCard portal={portal} signUpPath={signUpPath} onCodeSent={setOtpEmail}>
      {step}
    </SignInCard>
  );
}

interface SignInCardProps extends SignInPageProps {
  onCodeSent: (email: string) => void;
  /** A later step (the code, the delegate choice) in place of the credentials. */
  children?: ReactNode;
  /** Drawn before the app runs (build-time HTML): the form cannot be sent yet. */
  prerendered?: boolean;
}

/** The sign-in card of a portal: the credentials form (or a later step) and the link to sign-up. */
export function SignInCard({ portal, signUpPath, onCodeSent, children, prerendered = false }: SignInCardProps) {
  return (
    <AuthCard title="Sign in" subtitle={`Welcome to the ${PORTAL_NAMES[portal]}.`}>
      {children || (
        <>
          <SignInForm onCodeSent={onCodeSent} prerendered={prerendered} />
          {signUpPath && (
            <p className="auth-card__footer">
              New here?{' '}
              <RouterLink className="auth-link" to={signUpPath}>
                Create an account
              </RouterLink>
            </p>
          )}
        </>
      )}
    </AuthCard>
  );
}
