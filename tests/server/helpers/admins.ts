/**
 * The super admin in tests (admin@demo.test), the other demo roles that must be refused its calls, and the
 * `/super-admin` operations of the doctors slice with ids to call them with.
 */
import { call, DEMO_PASSWORD, signIn, type TestApp } from './app';

export const NON_ADMIN_EMAILS = [
  'doctor@demo.test',
  'medical@demo.test',
  'partner@demo.test',
  'sales@demo.test',
  'care@demo.test',
  'support@demo.test',
  'patient@demo.test',
  'assistant@demo.test',
] as const;

export const adminToken = async (t: TestApp) => (await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD, 'admin.localhost')).accessToken;

/** Every non-admin demo account's access token, by e-mail. */
export async function nonAdminTokens(t: TestApp): Promise<Record<string, string>> {
  const entries = [];
  for (const email of NON_ADMIN_EMAILS) entries.push([email, (await signIn(t.app, email, DEMO_PASSWORD)).accessToken] as const);
  return Object.fromEntries(entries);
}

export const asAdmin = (t: TestApp, token: string) => ({
  get: (url: string) => call(t.app, { method: 'GET', url, token }),
  send: (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    call(t.app, { method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) }),
});
