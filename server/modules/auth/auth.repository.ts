import { sql } from 'kysely';
import { auditedChange, noteRead, type Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import type { AuthAttemptKind } from '#server/platform/db/schema';

/**
 * Sign-in state: rate-limit attempts and one-time codes, and the audit rows of the sign-in's events (a refused or
 * failed sign-in, a sign-up, a code's failure, a reset). Sessions and their tokens are sessions.repository.ts.
 */

// --- rate limiting (in the database, so that every instance sees the same counts)

export async function countAttempts(db: Db, kind: AuthAttemptKind, key: string, since: Date) {
  const row = await db
    .selectFrom('auth_attempts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One attempt under each key (the e-mail's and the client IP's). */
export async function recordAttempt(db: Db, kind: AuthAttemptKind, keys: (string | null)[]) {
  const values = keys.filter((key) => key !== null).map((key) => ({ kind, key }));
  if (values.length > 0) await db.insertInto('auth_attempts').values(values).execute();
}

// --- one-time codes

export const latestOtp = (db: Db, userId: string) =>
  db.selectFrom('otp_codes').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').limit(1).executeTakeFirst();

/** A new code replaces any pending one. */
export async function replaceOtp(db: Db, userId: string, codeHash: string, expiresAt: Date) {
  await db
    .updateTable('otp_codes')
    .set({ expires_at: sql<Date>`least(expires_at, now())` })
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .execute();
  await db.insertInto('otp_codes').values({ user_id: userId, code_hash: codeHash, expires_at: expiresAt }).execute();
}

export async function addOtpAttempt(db: Db, id: string): Promise<number> {
  const row = await db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return row.attempts;
}

/** Claims the code; false when another request consumed it first. */
export async function consumeOtp(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('otp_codes')
    .set({ consumed_at: new Date() })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Super admin "reset OTP": the user's codes go (pending codes stop working, attempts start again) and the failed
 * sign-ins and code sends counted against their e-mail are forgotten (its lockout ends), with the RESET_OTP row.
 */
export const resetOtp = (ctx: Ctx, user: { id: string; email: string; role: string }) =>
  auditedChange(
    ctx,
    async (db) => {
      await db.deleteFrom('otp_codes').where('user_id', '=', user.id).execute();
      const kinds: AuthAttemptKind[] = ['LOGIN_FAILURE', 'OTP_SENT'];
      await db.deleteFrom('auth_attempts').where('kind', 'in', kinds).where('key', '=', user.email.toLowerCase()).execute();
    },
    { action: 'RESET_OTP', resourceType: 'user', resourceId: user.id, details: { role: user.role } },
  );

/** Notes a reset asked for a user who does not exist (DENIED). */
export const noteResetOtpDenied = (ctx: Ctx, userId: string) =>
  noteRead(ctx, { action: 'RESET_OTP', resourceType: 'user', resourceId: userId, outcome: 'DENIED' });

// --- the sign-in's events (written at once: the request fails, or nothing else records them)

/** A wrong e-mail or password, or an inactive account (the user when there is one). */
export const recordLoginFailure = (ctx: Ctx, userId: string | null) =>
  ctx.audit.record(ctx.db, { action: 'LOGIN', resourceType: 'session', outcome: 'FAILURE', actorUserId: userId });

/** A staff member signing in on another portal's host. */
export const recordPortalRefusal = (ctx: Ctx, userId: string, portal: string) =>
  ctx.audit.record(ctx.db, {
    action: 'LOGIN',
    resourceType: 'session',
    outcome: 'DENIED',
    actorUserId: userId,
    details: { reason: 'portal', portal },
  });

/** A change to the account `userId` refused, and why. */
const recordUserRefusal = (ctx: Ctx, userId: string, action: string, outcome: 'DENIED' | 'FAILURE', reason: string) =>
  ctx.audit.record(ctx.db, { action, resourceType: 'user', resourceId: userId, outcome, details: { reason } });

/** A sign-up with an e-mail that already has an account (in the caller's transaction, with its attempt). */
export const recordSignUpRefusal = (ctx: Ctx, userId: string) => recordUserRefusal(ctx, userId, 'SIGN_UP', 'DENIED', 'EMAIL_TAKEN');

/** A new account signed up (in the transaction that creates it). */
export const recordSignUp = (ctx: Ctx, userId: string) =>
  ctx.audit.record(ctx.db, { action: 'SIGN_UP', resourceType: 'user', resourceId: userId, actorUserId: userId });

/** A sign-in code refused: missing, used, expired, wrong or locked (`reason`). */
export const recordCodeFailure = (ctx: Ctx, userId: string | null, reason: string) =>
  ctx.audit.record(ctx.db, {
    action: 'VERIFY_OTP',
    resourceType: 'session',
    outcome: 'FAILURE',
    actorUserId: userId,
    details: { reason },
  });

/** A sign-in completed: the session it opened (the patient's, for a patient). */
export const recordSignIn = (ctx: Ctx, sessionId: string, patientId: string | null) =>
  ctx.audit.record(ctx.db, { action: 'LOGIN', resourceType: 'session', resourceId: sessionId, patientId });

/** A password change refused for a wrong current password. */
export const recordPasswordRefusal = (ctx: Ctx, userId: string) =>
  recordUserRefusal(ctx, userId, 'CHANGE_PASSWORD', 'FAILURE', 'wrong current password');
