import type { ActAsToken } from '#contracts/doctors';
import { PORTAL_BY_ROLE, resolvePortal } from '#contracts/portals';
import { isActingAs } from '#server/platform/access/actor';
import { newOpaqueToken, sha256 } from '#server/platform/auth/secrets';
import { inTransaction, userOf, withActor, type Ctx } from '#server/platform/context';
import { conflict, forbidden, notFound, unauthorized } from '#server/platform/errors';
import * as accounts from '#server/modules/accounts/accounts.service';
import { userView } from '#server/modules/accounts/accounts.views';
import * as repo from './sessions.repository';
import { issueRefreshToken } from './auth.service';

/**
 * "Act as": a super admin works in a doctor's or partner's portal as that user, for a short while.
 *
 * - The acting session is a session of the admin (`sessions.user_id`) naming the user (`acting_for_user_id`) and
 *   ending at `expires_at` (ACT_AS_SESSION_SECONDS). Its tokens carry the user as `sub` and the admin as `act`, so
 *   every audit row of the work names the admin as actor and the user as acting-for; the token check refuses them
 *   once the session has ended, been revoked (sign-out, "return to admin") or the admin or user is no longer active.
 * - Never for another super admin, a deleted or inactive account, or from an acting session.
 * - The hand-over: the admin portal opens the target portal's host at `/act-as?code=...` with a one-time code
 *   (HANDOVER_SECONDS, stored hashed); that host's `POST /auth/act-as/exchange` takes it once for the session's
 *   tokens. No token travels in a URL.
 */

export const ACT_AS_SESSION_SECONDS = 30 * 60;
export const HANDOVER_SECONDS = 120;

const ACTABLE_PORTAL = { DOCTOR: 'medical', MEDICAL_PROVIDER: 'medical', GYM_OWNER: 'partner' } as const;

export async function startActingAs(ctx: Ctx, targetUserId: string, what: 'Doctor' | 'Partner'): Promise<ActAsToken> {
  const admin = userOf(ctx);
  if (isActingAs(admin) || admin.delegateAccessId) throw forbidden('Return to your own admin session before acting as someone else');
  const target = await accounts.findUserById(ctx, targetUserId);
  if (!target) throw notFound(`${what} not found`);
  if (target.role === 'SUPER_ADMIN') throw forbidden('You cannot act as another super admin');
  const portal = ACTABLE_PORTAL[target.role as keyof typeof ACTABLE_PORTAL];
  if (!portal) throw forbidden('You can act only as a doctor or a partner');
  if (target.status !== 'ACTIVE') throw conflict(`This ${what.toLowerCase()}'s account is inactive: activate it first`);

  const now = Date.now();
  const expiresAt = new Date(now + ACT_AS_SESSION_SECONDS * 1000);
  const handoverCode = newOpaqueToken();
  const { sessionId, refreshToken } = await inTransaction(ctx, async (tx) => {
    const session = await repo.insertActingSession(tx, {
      adminId: admin.actorId,
      target,
      expiresAt,
      handoverHash: sha256(handoverCode),
      handoverExpiresAt: new Date(now + HANDOVER_SECONDS * 1000),
      ip: ctx.origin.ip,
      userAgent: ctx.origin.userAgent?.slice(0, 500) ?? null,
    });
    return { sessionId: session.id, refreshToken: await issueRefreshToken(tx, session.id, undefined, expiresAt) };
  });
  const accessToken = await ctx.deps.tokens.sign({ sub: target.id, role: target.role, sid: sessionId, act: admin.actorId });
  return {
    accessToken,
    refreshToken,
    handoverCode,
    expiresAt: expiresAt.toISOString(),
    portal,
    user: { id: target.id, firstName: target.first_name, lastName: target.last_name, role: target.role },
  };
}

/**
 * POST /auth/act-as/exchange on the target portal's host: the one-time code for the acting session's tokens. A code
 * used, expired, of an ended session or taken on another portal's host answers 401 (audited as a failure).
 */
export async function exchangeHandover(ctx: Ctx, code: string, hostname: string) {
  const refuse = async (reason: string, actorUserId: string | null = null) => {
    await repo.recordHandoverRefusal(ctx, reason, actorUserId);
    return unauthorized('This "act as" link has expired or was already used. Start again from the admin portal.', 'HANDOVER_INVALID');
  };
  const session = await repo.takeHandover(ctx.db, sha256(code));
  if (!session?.acting_for_user_id || !session.expires_at) throw await refuse('HANDOVER_INVALID');
  const [target, admin] = await Promise.all([
    accounts.findUserById(ctx, session.acting_for_user_id),
    accounts.findUserById(ctx, session.user_id),
  ]);
  if (!target || !admin || target.status !== 'ACTIVE' || admin.status !== 'ACTIVE') throw await refuse('ACCOUNT_INACTIVE', session.user_id);
  const host = resolvePortal(hostname, target.role);
  if (host.kind !== 'portal' || host.portal !== PORTAL_BY_ROLE[target.role]) throw await refuse('PORTAL', session.user_id);

  const base = await accounts.actorOfAccount(ctx, target.id);
  const acting = withActor(ctx, { ...base, actorId: admin.id, sessionId: session.id });
  const refreshToken = await issueRefreshToken(acting, session.id, undefined, session.expires_at);
  const accessToken = await ctx.deps.tokens.sign({ sub: target.id, role: target.role, sid: session.id, act: admin.id });
  await repo.recordHandover(acting, session.id);
  return {
    accessToken,
    refreshToken,
    delegateAccessToken: null,
    user: userView(target),
    actingAs: { actorName: `${admin.first_name} ${admin.last_name}`, actorEmail: admin.email, expiresAt: session.expires_at.toISOString() },
  };
}
