import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { getErrorMessage } from '@/lib/error-message';
import { prerenderedValues } from '@/lib/prerendered';
import type { LoginCheck, LoginField } from '@/features/auth/lib/sign-in-calls';
import { ErrorAlert, SubmitButton, TextInput } from './auth-controls';

// The server's limits for these fields (contracts/auth.ts; lib/form-resolver's FIELD_MAX), stated here because that
// module brings zod, which this page's first download leaves out.
const EMAIL_MAX = 254;
const PASSWORD_MAX = 200;
const FIELDS: readonly LoginField[] = ['email', 'password'];
const FAILED = 'We could not sign you in. Please try again.';

const loadSignInCalls = () => import('@/features/auth/lib/sign-in-calls');
/** The next step's code (MUI), fetched while the credentials are checked. */
const preloadNextStep = () => import('./sign-in-steps');

interface SignInFormProps {
  onCodeSent: (email: string) => void;
  /** Drawn into the page's HTML at build time (lib/prerendered): the button waits for the app. */
  prerendered?: boolean;
}

/**
 * Email and password, checked by the login body's zod schema when sent and, after that, as they change. The page's
 * first form, so it holds its two fields itself: react-hook-form (15 kB) stays out of the sign-in page's download,
 * as zod and axios do until the form is used (issue 34's 110 kB budget); every other form uses react-hook-form.
 */
export function SignInForm({ onCodeSent, prerendered = false }: SignInFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<LoginField, string>>>({});
  const sent = useRef(false);
  // Whatever was typed into the page's HTML copy of this form before the app started.
  const [typed] = useState(() => prerenderedValues(FIELDS));
  // A render may yield to the browser (React's time slicing), and a key typed into the static copy meanwhile would be
  // lost: what it holds is read again as the app commits, before the page hands over (its layout effect runs after
  // this one, in the same synchronous commit).
  useLayoutEffect(() => {
    const latest = prerenderedValues(FIELDS);
    for (const name of FIELDS) if (latest[name] !== typed[name]) input(form.current, name).value = latest[name];
  }, [typed]);

  const check = async (): Promise<LoginCheck> => {
    const values = Object.fromEntries(FIELDS.map((name) => [name, input(form.current, name).value])) as Record<LoginField, string>;
    const result = (await loadSignInCalls()).checkLogin(values);
    setFieldErrors(result.errors ?? {});
    return result;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    sent.current = true;
    try {
      const { body, errors } = await check();
      if (!body) {
        input(
          form.current,
          FIELDS.find((name) => errors[name])!,
        ).focus();
        return;
      }
      setSending(true);
      void preloadNextStep().catch(() => undefined);
      const { login } = await loadSignInCalls();
      const reply = await login(body);
      onCodeSent(reply.email || body.email);
    } catch (e) {
      // The checks themselves may fail to run (their code could not be downloaded): that is a failure to show too.
      setError(getErrorMessage(e, FAILED));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      ref={form}
      className="auth-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onChange={() => sent.current && void check().catch(() => undefined)}
      onFocus={() => void loadSignInCalls().catch(() => undefined)}
    >
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <TextInput
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX}
        defaultValue={typed.email}
        error={fieldErrors.email}
      />
      <TextInput
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX}
        defaultValue={typed.password}
        error={fieldErrors.password}
      />
      <SubmitButton loading={sending} disabled={prerendered}>
        Sign in
      </SubmitButton>
    </form>
  );
}

const input = (form: HTMLFormElement | null, name: LoginField) => form!.elements.namedItem(name) as HTMLInputElement;
