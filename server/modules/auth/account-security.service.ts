import type { AccountSession, ChangePasswordBody } from '#contracts/account';
import { hashPassword, verifyPassword } from '#server/platform/auth/passwords';
import { inTransaction, userOf, type Ctx } from '#server/platform/context';
import { AppError, conflict, notFound, unauthorized } from '#server/platform/errors';
import { ownAccount, setPasswordHash } from '#server/modules/accounts/own-account.service';
import { checkRateLimit, recordAttempt } from './auth.service';
import * as repo from './auth.repository';
import * as sessions from './sessions.repository';

/**
 * The person's own sign-in security (Your Account): their password and their sessions. Everything is the acting
 * person's (`actorId`, whose session the token carries), never the account a delegate acts for.
 */

export const WRONG_PASSWORD_TEXT = 'Your current password is not correct.';

function sessionOf(ctx: Ctx) {
  const actor = userOf(ctx);
  if (!actor.sessionId) throw unauthorized('Session is no longer valid', 'SESSION_INVALID');
  return { actorId: actor.actorId, sessionId: actor.sessionId };
}

/**
 * POST /account/password: the current password must be right (a wrong one counts as a failed sign-in, with the same
 * limits per account and per network); the new one follows the sign-up rule. Every other session of the person ends,
 * so that a stolen session does not outlive the change; this one goes on. The owner is e-mailed that it changed.
 */
export async function changePassword(ctx: Ctx, body: ChangePasswordBody): Promise<{ otherSessionsEnded: number }> {
  const { sessionId } = sessionOf(ctx);
  const user = await ownAccount(ctx);
  const key = user.email.toLowerCase();
  await checkRateLimit(ctx, 'LOGIN_FAILURE', key);
  if (!(await verifyPassword(user.password_hash, body.currentPassword))) {
    await recordAttempt(ctx, 'LOGIN_FAILURE', key);
    await repo.recordPasswordRefusal(ctx, user.id);
    throw new AppError(422, 'WRONG_PASSWORD', WRONG_PASSWORD_TEXT, [{ path: 'currentPassword', message: WRONG_PASSWORD_TEXT }]);
  }
  const passwordHash = await hashPassword(body.newPassword);
  const ended = await inTransaction(ctx, async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    return sessions.endSessionsForPasswordChange(tx, user.id, sessionId);
  });
  await ctx.deps.notifier.send({
    channel: 'email',
    to: user.email,
    subject: 'Your password was changed',
    body: 'The password of your account was just changed, and your other sign-ins were ended. If you did not change it, reset it at once and contact support.',
  });
  return { otherSessionsEnded: ended };
}

/** GET /account/sessions: the person's live sessions (used within the refresh token's life), the current one marked. */
export async function listSessions(ctx: Ctx): Promise<AccountSession[]> {
  const { actorId, sessionId } = sessionOf(ctx);
  const since = new Date(Date.now() - ctx.deps.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  const rows = await sessions.listLiveSessions(ctx.db, actorId, since);
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.user_agent,
    ip: row.ip,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at.toISOString(),
    current: row.id === sessionId,
    actingFor: row.owner_first_name ? `${row.owner_first_name} ${row.owner_last_name ?? ''}`.trim() : null,
  }));
}

/** DELETE /account/sessions/{id}: ends one of the person's sessions (another person's is a 404, audited DENIED). */
export async function endSession(ctx: Ctx, id: string): Promise<void> {
  const { actorId } = sessionOf(ctx);
  if (await sessions.endOwnSession(ctx, actorId, id)) return;
  const owner = await sessions.sessionOwner(ctx.db, id);
  if (owner?.user_id === actorId) throw conflict('This session has already ended');
  await sessions.recordEndSessionRefusal(ctx, id);
  throw notFound('Session not found');
}

/** POST /account/sessions/sign-out-others: ends every session of the person but this one. */
export async function signOutOthers(ctx: Ctx): Promise<{ ended: number }> {
  const { actorId, sessionId } = sessionOf(ctx);
  return { ended: await sessions.endOtherSessions(ctx, actorId, sessionId) };
}
