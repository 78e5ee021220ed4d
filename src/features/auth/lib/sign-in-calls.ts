// What the sign-in form needs only once it is used: zod (the login body's checks), axios and the login call. The
// form imports this module when a field is first focused or the form is sent (sign-in-form.tsx), so that the page's
// first download has none of them.
import { loginBodySchema } from '@contracts/auth';
import { formResolver } from '@/lib/form-resolver';

export { login } from '@/api/auth/login';

/** The login body's checks, worded as every form words them (lib/form-resolver). */
export const loginResolver = formResolver(loginBodySchema);
