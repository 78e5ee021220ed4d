// What the sign-in form needs only once it is used: zod (the login body's checks), axios and the login call. The
// form imports this module when a field is first focused or the form is sent (sign-in-form.tsx), so that the page's
// first download has none of them.
import { loginBodySchema, type LoginBody } from '@contracts/auth';
import { humanIssue } from '@/lib/human-issue';

export { login } from '@/api/auth/login';

export type LoginField = keyof LoginBody;
export type LoginCheck = { body: LoginBody; errors?: undefined } | { body?: undefined; errors: Partial<Record<LoginField, string>> };

/** The login body's checks, worded as every form words them (lib/human-issue): the body, or each field's first problem. */
export function checkLogin(values: Record<LoginField, string>): LoginCheck {
  const parsed = loginBodySchema.safeParse(values, { error: humanIssue });
  if (parsed.success) return { body: parsed.data };
  const errors: Partial<Record<LoginField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as LoginField;
    errors[field] ??= issue.message;
  }
  return { errors };
}
