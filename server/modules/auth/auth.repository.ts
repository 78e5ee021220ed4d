// Read-only joins: a module writes only its own tables, but a repository may JOIN another module's table, read-only,
// for a projection or an access rule. Here: users (a refresh token's account must be live: the accounts module's; the
// name of whom a session acts for) and delegate_accesses (the accounts module's: which access a session chose).
import { sql } from 'kysely';
import { actorsChanged } from '#server/platform/auth/actor-cache';
import type { Db } from '#server/platform/db/client';
import type { AuthAttemptKind } from '#server/platform/db/schema';

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
    .leftJoin('users as target', 'target.id', 's.acting_for_user_id')
    .select(['rt.id', 'rt.session_id', 'rt.expires_at', 'rt.used_at'])
    .select(['s.user_id', 's.revoked_at', 's.delegate_access_id', 's.acting_for_user_id', 's.expires_at as session_expires_at'])
    .select(['u.role', 'u.status', 'u.deleted_at'])
    .select(['target.role as target_role', 'target.status as target_status', 'target.deleted_at as target_deleted_at'])
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

export async function revokeSession(db: Db, id: string, reason: string) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  actorsChanged({ s: id });
}

export async function setSessionDelegateAccess(db: Db, sessionId: string, delegateAccessId: string | null) {
  await db.updateTable('sessions').set({ delegate_access_id: delegateAccessId }).where('id', '=', sessionId).execute();
  actorsChanged({ s: sessionId });
}

// --- acting sessions ("act as": an administrator working as a doctor or partner; migration 0019)

export const insertActingSession = (
  db: Db,
  values: {
    adminId: string;
    targetId: string;
    expiresAt: Date;
    handoverHash: string;
    handoverExpiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
) =>
  db
    .insertInto('sessions')
    .values({
      user_id: values.adminId,
      acting_for_user_id: values.targetId,
      expires_at: values.expiresAt,
      handover_code_hash: values.handoverHash,
      handover_expires_at: values.handoverExpiresAt,
      ip: values.ip,
      user_agent: values.userAgent,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** Takes the hand-over code once: the acting session it opens, if the code is live (else undefined). */
export const takeHandover = (db: Db, codeHash: string) =>
  db
    .updateTable('sessions')
    .set({ handover_code_hash: null, handover_expires_at: null })
    .where('handover_code_hash', '=', codeHash)
    .where('handover_expires_at', '>', new Date())
    .where('expires_at', '>', new Date())
    .where('revoked_at', 'is', null)
    .returning(['id', 'user_id', 'acting_for_user_id', 'expires_at'])
    .executeTakeFirst();

export const findSession = (db: Db, id: string) =>
  db.selectFrom('sessions').select(['id', 'user_id', 'acting_for_user_id', 'expires_at']).where('id', '=', id).executeTakeFirst();
// --- a person's own sessions (Your Account)

/** The person's live sessions (not ended, used within `since`), most recently used first, with whom each acts for. */
export const listLiveSessions = (db: Db, userId: string, since: Date) =>
  db
    .selectFrom('sessions as s')
    .leftJoin('delegate_accesses as da', 'da.id', 's.delegate_access_id')
    .leftJoin('users as owner', 'owner.id', 'da.owner_user_id')
    .select(['s.id', 's.ip', 's.user_agent', 's.created_at', 's.last_used_at'])
    .select(['owner.first_name as owner_first_name', 'owner.last_name as owner_last_name'])
    .where('s.user_id', '=', userId)
    .where('s.revoked_at', 'is', null)
    .where('s.last_used_at', '>=', since)
    .orderBy('s.last_used_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(100)
    .execute();

/** Ends one of the person's sessions; false when it is not theirs or had ended already. */
export async function revokeOwnSession(db: Db, userId: string, id: string, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  actorsChanged({ s: id });
  return result.numUpdatedRows === 1n;
}

/** Ends every live session of the person but `keepId`; returns how many ended. */
export async function revokeOtherSessions(db: Db, userId: string, keepId: string, reason: string): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('id', '<>', keepId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  // The user's cached actors go (the kept session's too: it is resolved again on its next call).
  actorsChanged({ u: userId });
  return Number(result.numUpdatedRows);
}

/** Whether a session (live or ended) belongs to the person: tells "not yours" (404) from "already ended" (409). */
export const sessionOwner = async (db: Db, id: string) =>
  (await db.selectFrom('sessions').select(['user_id', 'revoked_at']).where('id', '=', id).executeTakeFirst()) ?? null;

// --- the patient's page session (the dashboard drawn on the server: server/platform/http/first-view.ts)

/**
 * The patient whose own session this is, if it can still be refreshed: not revoked, not a delegate's or an acting
 * session, an active patient account, and a refresh token of the session not yet expired.
 */
export const findLivePatientSession = (db: Db, sessionId: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id'])
    .where('s.id', '=', sessionId)
    .where('s.revoked_at', 'is', null)
    .where('s.delegate_access_id', 'is', null)
    .where('s.acting_for_user_id', 'is', null)
    .where('u.role', '=', 'PATIENT')
    .where('u.status', '=', 'ACTIVE')
    .where('u.deleted_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('refresh_tokens as rt').select('rt.id').whereRef('rt.session_id', '=', 's.id').where('rt.expires_at', '>', new Date()),
      ),
    )
    .executeTakeFirst();
