// Read-only joins: a module writes only its own tables, but a repository may JOIN another module's table, read-only,
// for a projection or an access rule. Here: users (a refresh token's account must be live: the accounts module's; the
// name of whom a session acts for) and delegate_accesses (the accounts module's: which access a session chose).
import { actorsChanged } from '#server/platform/auth/actor-cache';
import { auditedChange, inTransaction, type Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';

/**
 * Sessions and their refresh tokens: a sign-in's, an acting session's, a person's own. Each change that is audited
 * records its row here, in its transaction (a sign-out, a chosen delegate access, a replayed token's end).
 */

// --- sessions and refresh tokens

export const insertSession = (db: Db, values: { userId: string; ip: string | null; userAgent: string | null }) =>
  db
    .insertInto('sessions')
    .values({ user_id: values.userId, ip: values.ip, user_agent: values.userAgent })
    .returning('id')
    .executeTakeFirstOrThrow();

/** Whether the user had a session before this one (signed in before, from any device). */
export const hasEarlierSession = async (db: Db, userId: string, sessionId: string) =>
  (await db.selectFrom('sessions').select('id').where('user_id', '=', userId).where('id', '<>', sessionId).limit(1).executeTakeFirst()) !==
  undefined;

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

async function revokeSession(db: Db, id: string, reason: string) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  actorsChanged({ s: id });
}

/** Signs the session out, and its LOGOUT row. */
export const logOut = (ctx: Ctx, sessionId: string) =>
  auditedChange(ctx, (db) => revokeSession(db, sessionId, 'logout'), { action: 'LOGOUT', resourceType: 'session', resourceId: sessionId });

/** Ends the session of a refresh token used again after its grace window (a replay), and its DENIED row. */
export const endReplayedSession = (ctx: Ctx, token: { session_id: string; user_id: string }) =>
  auditedChange(ctx, (db) => revokeSession(db, token.session_id, 'refresh token reuse'), {
    action: 'REFRESH_TOKEN_REUSE',
    resourceType: 'session',
    resourceId: token.session_id,
    actorUserId: token.user_id,
    outcome: 'DENIED',
  });

const setDelegateAccess = async (db: Db, sessionId: string, delegateAccessId: string | null) => {
  await db.updateTable('sessions').set({ delegate_access_id: delegateAccessId }).where('id', '=', sessionId).execute();
  actorsChanged({ s: sessionId });
};

/** The session acts for this delegate access from now on, and its SELECT_DELEGATE_ACCESS row. */
export const selectDelegateAccess = (ctx: Ctx, sessionId: string, delegateAccessId: string) =>
  auditedChange(ctx, (db) => setDelegateAccess(db, sessionId, delegateAccessId), {
    action: 'SELECT_DELEGATE_ACCESS',
    resourceType: 'delegate_access',
    resourceId: delegateAccessId,
  });

/** The session acts as its own person again (no row: nothing is reached through it). */
export const clearDelegateAccess = (ctx: Ctx, sessionId: string) => setDelegateAccess(ctx.db, sessionId, null);

/** A delegate access refused: chosen with a delegate token, or not the caller's to choose. */
export const recordDelegateAccessRefusal = (ctx: Ctx, delegateAccessId: string | null) =>
  ctx.audit.record(ctx.db, {
    action: 'SELECT_DELEGATE_ACCESS',
    resourceType: 'delegate_access',
    resourceId: delegateAccessId,
    outcome: 'DENIED',
  });

// --- acting sessions ("act as": an administrator working as a doctor or partner; migration 0019)

/** A new acting session of the admin for the target user, and its ACT_AS_START row (on the user). */
export const insertActingSession = (
  ctx: Ctx,
  values: {
    adminId: string;
    target: { id: string; role: string };
    expiresAt: Date;
    handoverHash: string;
    handoverExpiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
) =>
  auditedChange(
    ctx,
    (db) =>
      db
        .insertInto('sessions')
        .values({
          user_id: values.adminId,
          acting_for_user_id: values.target.id,
          expires_at: values.expiresAt,
          handover_code_hash: values.handoverHash,
          handover_expires_at: values.handoverExpiresAt,
          ip: values.ip,
          user_agent: values.userAgent,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    (session) => ({
      action: 'ACT_AS_START',
      resourceType: 'user',
      resourceId: values.target.id,
      details: { sessionId: session.id, role: values.target.role, expiresAt: values.expiresAt.toISOString() },
    }),
  );

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

/** The hand-over code taken: the acting session's tokens were issued (the row names the admin acting). */
export const recordHandover = (ctx: Ctx, sessionId: string) =>
  ctx.audit.record(ctx.db, { action: 'ACT_AS_EXCHANGE', resourceType: 'session', resourceId: sessionId });

/** A hand-over code refused (`reason`), naming the admin when the code named a session. */
export const recordHandoverRefusal = (ctx: Ctx, reason: string, actorUserId: string | null = null) =>
  ctx.audit.record(ctx.db, {
    action: 'ACT_AS_EXCHANGE',
    resourceType: 'session',
    outcome: 'FAILURE',
    actorUserId,
    details: { reason },
  });

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

/**
 * Ends one of the person's sessions (theirs: the owner is part of the UPDATE's WHERE), and its END_SESSION row only
 * when it ended; false when it is not theirs or had ended already (no row).
 */
export const endOwnSession = (ctx: Ctx, userId: string, id: string): Promise<boolean> =>
  inTransaction(ctx, async (tx) => {
    const result = await tx.db
      .updateTable('sessions')
      .set({ revoked_at: new Date(), revoked_reason: 'signed out from another session' })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    actorsChanged({ s: id });
    if (result.numUpdatedRows !== 1n) return false;
    await tx.audit.record(tx.db, { action: 'END_SESSION', resourceType: 'session', resourceId: id });
    return true;
  });

/** A session that is not the caller's, asked to end (DENIED). */
export const recordEndSessionRefusal = (ctx: Ctx, id: string) =>
  ctx.audit.record(ctx.db, { action: 'END_SESSION', resourceType: 'session', resourceId: id, outcome: 'DENIED' });

/** Ends every other live session of the person (signed out from this one), and its END_OTHER_SESSIONS row. */
export const endOtherSessions = (ctx: Ctx, userId: string, keepId: string): Promise<number> =>
  auditedChange(
    ctx,
    (db) => revokeOtherSessions(db, userId, keepId, 'signed out from another session'),
    (ended) => ({ action: 'END_OTHER_SESSIONS', resourceType: 'session', resourceId: keepId, details: { ended } }),
  );

/**
 * Ends every other live session of the person whose password just changed (in the change's transaction), and the
 * change's CHANGE_PASSWORD row with how many ended.
 */
export const endSessionsForPasswordChange = (ctx: Ctx, userId: string, keepId: string): Promise<number> =>
  auditedChange(
    ctx,
    (db) => revokeOtherSessions(db, userId, keepId, 'password change'),
    (count) => ({ action: 'CHANGE_PASSWORD', resourceType: 'user', resourceId: userId, details: { otherSessionsEnded: count } }),
  );

/** Ends every live session of the person but `keepId`; returns how many ended. */
async function revokeOtherSessions(db: Db, userId: string, keepId: string, reason: string): Promise<number> {
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
