import { useLayoutEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { LoginBody } from '@contracts/auth';
import { prerenderedValues } from '@/lib/prerendered';
import { useBannerSubmit } from '@/features/auth/lib/use-banner-submit';
import { ErrorAlert, SubmitButton, TextInput } from './auth-controls';

// The server's limits for these fields (contracts/auth.ts; lib/form-resolver's FIELD_MAX), stated here because that
// module brings zod, which this page's first download leaves out.
const EMAIL_MAX = 254;
const PASSWORD_MAX = 200;

const loadSignInCalls = () => import('@/features/auth/lib/sign-in-calls');
/** The next step's code (MUI), fetched while the credentials are checked. */
const preloadNextStep = () => import('./sign-in-steps');

/** The login body's zod checks, downloaded on first use. */
const loginResolver: Resolver<LoginBody> = async (values, context, options) =>
  (await loadSignInCalls()).loginResolver(values, context, options);

interface SignInFormProps {
  onCodeSent: (email: string) => void;
  /** Drawn into the page's HTML at build time (lib/prerendered): the button waits for the app. */
  prerendered?: boolean;
}

export function SignInForm({ onCodeSent, prerendered = false }: SignInFormProps) {
  const [sending, setSending] = useState(false);
  // Whatever was typed into the page's HTML copy of this form before the app started.
  const [typed] = useState(() => prerenderedValues(['email', 'password']));
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<LoginBody>({ resolver: loginResolver, defaultValues: typed });
  // A render may yield to the browser (React's time slicing), and a key typed into the static copy meanwhile would be
  // lost: what it holds is read again as the app commits, before the page hands over (its layout effect runs after
  // this one, in the same synchronous commit).
  useLayoutEffect(() => {
    const latest = prerenderedValues(['email', 'password']);
    for (const name of ['email', 'password'] as const) if (latest[name] !== typed[name]) setValue(name, latest[name]);
  }, [typed, setValue]);
  const { error, onSubmit } = useBannerSubmit(
    handleSubmit,
    async (values) => {
      setSending(true);
      void preloadNextStep().catch(() => undefined);
      try {
        const { login } = await loadSignInCalls();
        const reply = await login(values);
        onCodeSent(reply.email || values.email);
      } finally {
        setSending(false);
      }
    },
    'We could not sign you in. Please try again.',
  );

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} onFocus={() => void loadSignInCalls().catch(() => undefined)}>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX}
        registration={register('email')}
        error={errors.email?.message}
      />
      <TextInput
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX}
        registration={register('password')}
        error={errors.password?.message}
      />
      <SubmitButton loading={sending} disabled={prerendered}>
        Sign in
      </SubmitButton>
    </form>
  );
}
