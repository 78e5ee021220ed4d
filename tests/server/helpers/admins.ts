/**
 * The super admin in tests (admin@demo.test), the other demo roles that must be refused its calls, and the
 * `/super-admin` operations of the doctors slice with ids to call them with.
 */
import { expect } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './app';

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

/** The super admin's session, signed in on admin.localhost. */
export const adminSession = (t: TestApp) => signIn(t.app, 'admin@demo.test', DEMO_PASSWORD, 'admin.localhost');

export const adminToken = async (t: TestApp) => (await adminSession(t)).accessToken;

/** The access token of each demo account of `emails`, by e-mail. */
export async function tokensByEmail(t: TestApp, emails: readonly string[]): Promise<Record<string, string>> {
  const entries = [];
  for (const email of emails) entries.push([email, (await signIn(t.app, email, DEMO_PASSWORD)).accessToken] as const);
  return Object.fromEntries(entries);
}

/** Every non-admin demo account's access token, by e-mail. */
export const nonAdminTokens = (t: TestApp) => tokensByEmail(t, NON_ADMIN_EMAILS);

/** A test app with the super admin signed in (`admin`, their user id `adminId`) and every other demo role (`others`). */
export async function adminTestApp(): Promise<{ t: TestApp; admin: string; adminId: string; others: Record<string, string> }> {
  const t = await createTestApp();
  const session = await adminSession(t);
  return { t, admin: session.accessToken, adminId: session.user.id as string, others: await nonAdminTokens(t) };
}

/** `method url` (with `payload`) answers 403 for each token of `others` (by name) and 401 without a token. */
export async function expectAdminOnly(t: TestApp, others: Record<string, string>, method: string, url: string, payload?: unknown) {
  const body = payload as Record<string, unknown> | undefined;
  const statuses: Record<string, number> = {};
  for (const [role, token] of Object.entries(others))
    statuses[role] = (await call(t.app, { method: method as 'GET', url, token, payload: body })).status;
  expect(statuses).toEqual(Object.fromEntries(Object.keys(others).map((r) => [r, 403])));
  expect((await call(t.app, { method: method as 'GET', url, payload: body })).status).toBe(401);
}

export const asAdmin = (t: TestApp, token: string) => ({
  get: (url: string) => call(t.app, { method: 'GET', url, token }),
  send: (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    call(t.app, { method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) }),
});
