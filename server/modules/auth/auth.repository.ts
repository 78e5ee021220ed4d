// Read-only joins: a module writes only its own tables, but a repository may JOIN another module's table, read-only,
// for a projection or an access rule. Here: users (a refresh token's account must be live: the accounts module's).
import { sql } from 'kysely';
import type { Db } from '../../platform/db/client';
import type { AuthAttemptKind } from '../../platform/db/schema';

/** Sign-in state: rate-limit attempts, one-time codes, sessions and their refresh tokens. */

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

/** Clears a user's codes (super admin "reset OTP"): pending codes stop working and attempts start again. */
export const deleteOtps = (db: Db, userId: string) => db.deleteFrom('otp_codes').where('user_id', '=', userId).execute();

/** Forgets the attempts counted against one key (a lowercase e-mail) of these kinds: its lockout ends. */
export const clearAttempts = (db: Db, key: string, kinds: readonly AuthAttemptKind[]) =>
  db.deleteFrom('auth_attempts').where('kind', 'in', kinds).where('key', '=', key).execute();

// --- sessions and refresh tokens

export const insertSession = (db: Db, values: { userId: string; ip: string | null; userAgent: string | null }) =>
  db
    .insertInto('sessions')
    .values({ user_id: values.userId, ip: values.ip, user_agent: values.userAgent })
    .returning('id')
    .executeTakeFirstOrThrow();

export const insertRefreshToken = (db: Db, sessionId: string, tokenHash: string, expiresAt: Date) =>
  db
    .insertInto('refresh_tokens')
    .values({ session_id: sessionId, token_hash: tokenHash, expires_at: expiresAt })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();

export const findRefreshToken = (db: Db, tokenHash: string) =>
  db
    .selectFrom('refresh_tokens as rt')
    .innerJoin('sessions as s', 's.id', 'rt.session_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['rt.id', 'rt.session_id', 'rt.expires_at', 'rt.used_at'])
    .select(['s.user_id', 's.revoked_at', 's.delegate_access_id'])
    .select(['u.role', 'u.status', 'u.deleted_at'])
    .where('rt.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Marks the token spent; false when it already was (a concurrent or replayed use). */
export async function claimRefreshToken(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: new Date() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export const touchSession = (db: Db, id: string) =>
  db.updateTable('sessions').set({ last_used_at: new Date() }).where('id', '=', id).execute();

export const revokeSession = (db: Db, id: string, reason: string) =>
  db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();

export const setSessionDelegateAccess = (db: Db, sessionId: string, delegateAccessId: string | null) =>
  db.updateTable('sessions').set({ delegate_access_id: delegateAccessId }).where('id', '=', sessionId).execute();
