import type { SignUpPatientBody, SignUpSalesPersonBody } from '#contracts/auth';
import { PORTAL_BY_ROLE, resolvePortal } from '#contracts/portals';
import { hashPassword, verifyPassword } from '#server/platform/auth/passwords';
import { hashOtp, newOpaqueToken, newOtpCode, refreshSuccessor, sameHash, sha256 } from '#server/platform/auth/secrets';
import { isActingAs, type Actor } from '#server/platform/access/actor';
import { inTransaction, userOf, withActor, type Ctx } from '#server/platform/context';
import type { Config } from '#server/platform/config';
import type { AuthAttemptKind, UserRow } from '#server/platform/db/schema';
import { forbidden, notFound, tooManyRequests, unauthorized } from '#server/platform/errors';
import { CODE_NOT_SENT } from '#server/platform/adapters/notify';
import * as accounts from '#server/modules/accounts/accounts.service';
import { delegateAccessView, userView } from '#server/modules/accounts/accounts.views';
import { activeAccessesOf, findDelegateAccess } from '#server/modules/accounts/delegate-access.service';
import { createPatient, ownAddress } from '#server/modules/patients/patients.service';
import * as repo from './auth.repository';
import * as sessions from './sessions.repository';

/** The sign-in and session rules. Accounts are read and written through the accounts (and patients) services. */

const RESEND_WINDOW_MS = 30 * 60 * 1000;

/** Rate limits kept in the database (so every instance shares the counts): per e-mail or phone, and per client IP. */
/** `perKey` and its message `key` for the kinds also limited per e-mail or phone; `perIp` and `ip` for every kind. */
const LIMITS: Record<AuthAttemptKind, (c: Config) => { perIp: number; ip: string; perKey?: number; key?: string }> = {
  LOGIN_FAILURE: (c) => ({
    perKey: c.LOGIN_MAX_FAILURES,
    perIp: c.LOGIN_MAX_FAILURES_PER_IP,
    key: 'Too many failed sign-in attempts.',
    ip: 'Too many failed sign-in attempts from your network.',
  }),
  OTP_SENT: (c) => ({
    perKey: c.OTP_MAX_SENDS,
    perIp: c.OTP_MAX_SENDS_PER_IP,
    key: 'Too many codes were requested.',
    ip: 'Too many codes were requested from your network.',
  }),
  OTP_FAILURE: (c) => ({ perIp: c.OTP_MAX_FAILURES_PER_IP, ip: 'Too many wrong codes from your network.' }),
  SIGN_UP: (c) => ({ perIp: c.SIGN_UP_MAX_PER_IP, ip: 'Too many sign-ups from your network.' }),
  API_KEY_FAILURE: (c) => ({ perIp: c.LOGIN_MAX_FAILURES_PER_IP, ip: 'Too many failed API key attempts from your network.' }),
};

const ipKey = (ctx: Ctx) => (ctx.origin.ip ? `ip:${ctx.origin.ip}` : null);

/** 429 when `key` (a lowercase e-mail or a phone) or the caller's IP used up its `kind` attempts within the window. */
export async function checkRateLimit(ctx: Ctx, kind: AuthAttemptKind, key: string | null): Promise<void> {
  const { config } = ctx.deps;
  const limit = LIMITS[kind](config);
  const since = new Date(Date.now() - config.RATE_WINDOW_SECONDS * 1000);
  const wait = ` Wait ${Math.ceil(config.RATE_WINDOW_SECONDS / 60)} minutes and try again.`;
  const ip = ipKey(ctx);
  if (ip && (await repo.countAttempts(ctx.db, kind, ip, since)) >= limit.perIp)
    throw tooManyRequests(limit.ip + wait, config.RATE_WINDOW_SECONDS);
  if (key && limit.perKey !== undefined && (await repo.countAttempts(ctx.db, kind, key, since)) >= limit.perKey) {
    throw tooManyRequests(`${limit.key ?? limit.ip}${wait}`, config.RATE_WINDOW_SECONDS);
  }
}

/** Counts one `kind` attempt against `key` and the caller's IP. */
export const recordAttempt = (ctx: Ctx, kind: AuthAttemptKind, key: string | null) => repo.recordAttempt(ctx.db, kind, [key, ipKey(ctx)]);

async function sendCode(ctx: Ctx, user: UserRow): Promise<void> {
  const { config, notifier } = ctx.deps;
  const key = user.email.toLowerCase();
  await checkRateLimit(ctx, 'OTP_SENT', key);
  const code = newOtpCode();
  const minutes = Math.round(config.OTP_TTL_SECONDS / 60);
  const expiresAt = new Date(Date.now() + config.OTP_TTL_SECONDS * 1000);
  await inTransaction(ctx, async (tx) => {
    await repo.replaceOtp(tx.db, user.id, hashOtp(config.JWT_SECRET, user.id, code), expiresAt);
    await recordAttempt(tx, 'OTP_SENT', key);
  });
  await notifier.send({
    channel: 'email',
    to: user.email,
    subject: 'Your sign-in code',
    body: `Your sign-in code is ${code}. It expires in ${minutes} minutes. If you did not try to sign in, ignore this message.`,
    failureMessage: CODE_NOT_SENT,
    expiresAt,
  });
}

/** Staff sign in on their own portal's host; a patient may sign in anywhere (they get the patient portal). */
async function checkPortal(ctx: Ctx, user: UserRow, hostname: string): Promise<void> {
  // The same resolver as the web app's: a PATIENT resolves to the patient portal on any host.
  const host = resolvePortal(hostname, user.role);
  if (host.kind !== 'portal' || PORTAL_BY_ROLE[user.role] === host.portal) return;
  const { portal } = host;
  const accesses = await activeAccessesOf(ctx, user.id);
  if (accesses.some((a) => PORTAL_BY_ROLE[a.owner_role] === portal)) return;
  await repo.recordPortalRefusal(ctx, user.id, portal);
  throw forbidden('This account cannot sign in to this portal.');
}

export async function login(ctx: Ctx, email: string, password: string, host: string) {
  await checkRateLimit(ctx, 'LOGIN_FAILURE', email);
  const user = await accounts.findUserByEmail(ctx, email);
  const ok = await verifyPassword(user?.password_hash, password);
  if (!user || !ok || user.status !== 'ACTIVE') {
    await recordAttempt(ctx, 'LOGIN_FAILURE', email);
    await repo.recordLoginFailure(ctx, user?.id ?? null);
    throw unauthorized('Invalid email or password', 'INVALID_CREDENTIALS');
  }
  await checkPortal(ctx, user, host);
  await sendCode(ctx, user);
  return { otpRequired: true as const, email: user.email };
}

export async function resendCode(ctx: Ctx, email: string) {
  // Every request counts and is limited alike, sent or not: a 429 must not tell a pending sign-in from none.
  await checkRateLimit(ctx, 'OTP_SENT', email);
  const user = await accounts.findUserByEmail(ctx, email);
  const last = user ? await repo.latestOtp(ctx.db, user.id) : undefined;
  // Only a sign-in that passed the password step (or a sign-up) may ask again; the reply never says which.
  if (user && last && !last.consumed_at && Date.now() - last.created_at.getTime() < RESEND_WINDOW_MS) await sendCode(ctx, user);
  else await recordAttempt(ctx, 'OTP_SENT', email);
  return { otpRequired: true as const, email };
}

/**
 * An e-mail that already has an account answers like a new one (so sign-up does not tell who has an account): the
 * password is hashed all the same, and the owner is e-mailed that someone tried, counted like a code send.
 */
async function alreadyRegistered(ctx: Ctx, user: UserRow) {
  const key = user.email.toLowerCase();
  await checkRateLimit(ctx, 'OTP_SENT', key);
  await inTransaction(ctx, async (tx) => {
    await recordAttempt(tx, 'OTP_SENT', key);
    await repo.recordSignUpRefusal(tx, user.id);
  });
  await ctx.deps.notifier.send({
    channel: 'email',
    to: user.email,
    subject: 'You already have an account',
    body: 'Someone tried to create an account with this email address, which already has one. If it was you, sign in instead. If not, you can ignore this message.',
  });
}

async function signUp(ctx: Ctx, body: SignUpPatientBody | SignUpSalesPersonBody, role: 'PATIENT' | 'SALES_PERSON') {
  await checkRateLimit(ctx, 'SIGN_UP', null);
  await recordAttempt(ctx, 'SIGN_UP', null);
  const passwordHash = await hashPassword(body.password);
  const existing = await accounts.findUserByEmail(ctx, body.email);
  if (existing) {
    await alreadyRegistered(ctx, existing);
    return { otpRequired: true as const, email: body.email };
  }
  const user = await inTransaction(ctx, async (tx) => {
    const created = await accounts.createUser(tx, {
      email: body.email,
      password_hash: passwordHash,
      first_name: body.firstName,
      last_name: body.lastName,
      phone_number: body.phoneNumber,
      role,
      desire_income: 'desireIncome' in body ? (body.desireIncome ?? null) : null,
    });
    if (role === 'PATIENT') await createPatient(tx, { user_id: created.id });
    else await accounts.createSalesPerson(tx, created.id);
    await repo.recordSignUp(tx, created.id);
    return created;
  });
  await sendCode(ctx, user);
  return { otpRequired: true as const, email: user.email };
}

export const signUpPatient = (ctx: Ctx, body: SignUpPatientBody) => signUp(ctx, body, 'PATIENT');
export const signUpSalesPerson = (ctx: Ctx, body: SignUpSalesPersonBody) => signUp(ctx, body, 'SALES_PERSON');

/**
 * A new refresh token for the session; issuing the same `token` again (a concurrent rotation) changes nothing. It
 * never outlives a session that ends (an acting session).
 */
export async function issueRefreshToken(ctx: Ctx, sessionId: string, token = newOpaqueToken(), sessionEnds?: Date | null): Promise<string> {
  const usual = Date.now() + ctx.deps.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000;
  const expiresAt = new Date(sessionEnds ? Math.min(usual, sessionEnds.getTime()) : usual);
  await sessions.insertRefreshToken(ctx.db, sessionId, sha256(token), expiresAt);
  return token;
}

export async function verifyCode(ctx: Ctx, email: string, code: string) {
  const { config, tokens } = ctx.deps;
  await checkRateLimit(ctx, 'OTP_FAILURE', null);
  const user = await accounts.findUserByEmail(ctx, email);
  const otp = user ? await repo.latestOtp(ctx.db, user.id) : undefined;
  const fail = async (message: string, codeName: string) => {
    await recordAttempt(ctx, 'OTP_FAILURE', null);
    await repo.recordCodeFailure(ctx, user?.id ?? null, codeName);
    return unauthorized(message, codeName);
  };
  if (!user || !otp) throw await fail('No sign-in code is pending. Sign in again to get one.', 'OTP_MISSING');
  if (otp.consumed_at) throw await fail('This code has already been used. Sign in again to get a new one.', 'OTP_USED');
  if (otp.expires_at.getTime() <= Date.now()) throw await fail('This code has expired. Request a new one.', 'OTP_EXPIRED');
  if (otp.attempts >= config.OTP_MAX_ATTEMPTS) throw tooManyRequests('Too many wrong codes. Request a new code.');
  if (!sameHash(otp.code_hash, hashOtp(config.JWT_SECRET, user.id, code))) {
    if ((await repo.addOtpAttempt(ctx.db, otp.id)) >= config.OTP_MAX_ATTEMPTS) {
      await fail('Too many wrong codes', 'OTP_LOCKED');
      throw tooManyRequests('Too many wrong codes. Request a new code.');
    }
    throw await fail('The code is incorrect', 'OTP_INVALID');
  }
  if (!(await repo.consumeOtp(ctx.db, otp.id)))
    throw await fail('This code has already been used. Sign in again to get a new one.', 'OTP_USED');

  // The code proves who this is: the rest of the sign-in is the user's own work, audited as theirs.
  const signedIn = withActor(ctx, await accounts.actorOfAccount(ctx, user.id));
  const { sessionId, refreshToken } = await inTransaction(signedIn, async (tx) => {
    const session = await sessions.insertSession(tx.db, {
      userId: user.id,
      ip: ctx.origin.ip,
      userAgent: ctx.origin.userAgent?.slice(0, 500) ?? null,
    });
    return { sessionId: session.id, refreshToken: await issueRefreshToken(tx, session.id) };
  });
  const accessToken = await tokens.sign({ sub: user.id, role: user.role, sid: sessionId });
  const [patient, accesses, signedInBefore] = await Promise.all([
    user.role === 'PATIENT' ? ownAddress(signedIn) : undefined,
    activeAccessesOf(signedIn, user.id),
    sessions.hasEarlierSession(ctx.db, user.id, sessionId),
  ]);
  await repo.recordSignIn(signedIn, sessionId, patient?.id ?? null);
  return {
    accessToken,
    refreshToken,
    delegateAccessToken: null,
    user: { ...userView(user, patient), firstSignIn: !signedInBefore },
    requiresDelegateSelection: accesses.length > 0,
    delegateAccesses: accesses.map(delegateAccessView),
  };
}

async function delegateToken(ctx: Ctx, sessionId: string, actorId: string, delegateAccessId: string) {
  const access = await findDelegateAccess(ctx, delegateAccessId);
  if (!access || access.status !== 'ACTIVE' || access.delegate_id !== actorId) return null;
  const token = await ctx.deps.tokens.sign({ sub: access.owner_id, role: access.owner_role, sid: sessionId, act: actorId, dai: access.id });
  return { token, access };
}

/** The session of a signed-in call (every bearer token carries one). */
function sessionOf(ctx: Ctx) {
  const actor = userOf(ctx);
  if (!actor.sessionId) throw unauthorized('Session is no longer valid', 'SESSION_INVALID');
  return { actor, sessionId: actor.sessionId };
}

export async function selectDelegateAccess(ctx: Ctx, delegateAccessId: string | null) {
  const { actor, sessionId } = sessionOf(ctx);
  if (actor.delegateAccessId) {
    await sessions.recordDelegateAccessRefusal(ctx, delegateAccessId);
    throw forbidden('Choose a delegate access with your own sign-in, not a delegate token.');
  }
  if (delegateAccessId === null) {
    await sessions.clearDelegateAccess(ctx, sessionId);
    return { delegateAccessToken: null, delegateAccess: null };
  }
  const selected = await delegateToken(ctx, sessionId, actor.actorId, delegateAccessId);
  if (!selected) {
    await sessions.recordDelegateAccessRefusal(ctx, delegateAccessId);
    throw notFound('Delegate access not found');
  }
  await sessions.selectDelegateAccess(ctx, sessionId, delegateAccessId);
  return { delegateAccessToken: selected.token, delegateAccess: delegateAccessView(selected.access) };
}

export async function refresh(ctx: Ctx, refreshToken: string) {
  const { config, tokens } = ctx.deps;
  const row = await sessions.findRefreshToken(ctx.db, sha256(refreshToken));
  if (!row || row.revoked_at || row.deleted_at || row.status !== 'ACTIVE') throw unauthorized('Invalid refresh token', 'REFRESH_INVALID');
  if (row.expires_at.getTime() <= Date.now()) throw unauthorized('Refresh token expired', 'REFRESH_EXPIRED');
  if (row.session_expires_at && row.session_expires_at.getTime() <= Date.now())
    throw unauthorized('This acting session has ended', 'REFRESH_EXPIRED');
  if (row.acting_for_user_id && (row.target_deleted_at || row.target_status !== 'ACTIVE' || !row.target_role)) {
    throw unauthorized('Invalid refresh token', 'REFRESH_INVALID');
  }

  if (!(await sessions.claimRefreshToken(ctx.db, row.id))) {
    // Spent already. Within the grace window it is two tabs refreshing at once; after it, a replay: end the family.
    const spentAt = (await sessions.findRefreshToken(ctx.db, sha256(refreshToken)))?.used_at ?? row.used_at;
    const withinGrace = spentAt && Date.now() - spentAt.getTime() <= config.REFRESH_REUSE_GRACE_SECONDS * 1000;
    if (!withinGrace) {
      await sessions.endReplayedSession(ctx, row);
      throw unauthorized('This sign-in has ended. Please sign in again.', 'REFRESH_REUSED');
    }
  }
  // Concurrent refreshes within the grace window all get the winner's successor: one rotation, no one signed out.
  const next = await issueRefreshToken(ctx, row.session_id, refreshSuccessor(config.JWT_SECRET, refreshToken), row.session_expires_at);
  await sessions.touchSession(ctx.db, row.session_id);
  // An acting session's token names the user acted as, and the admin as the one acting.
  const accessToken =
    row.acting_for_user_id && row.target_role
      ? await tokens.sign({ sub: row.acting_for_user_id, role: row.target_role, sid: row.session_id, act: row.user_id })
      : await tokens.sign({ sub: row.user_id, role: row.role, sid: row.session_id });
  const delegate = row.delegate_access_id ? await delegateToken(ctx, row.session_id, row.user_id, row.delegate_access_id) : null;
  return { accessToken, refreshToken: next, delegateAccessToken: delegate?.token ?? null };
}

/** GET /auth/me: the person signed in (the delegate, for a delegate token) and the access they act through. */
export async function me(ctx: Ctx) {
  const actor = userOf(ctx);
  if (isActingAs(actor)) return actingMe(ctx, actor);
  const user = await accounts.findUserById(ctx, actor.actorId);
  if (!user) throw unauthorized('Session is no longer valid', 'SESSION_INVALID');
  const [patient, access, signedInBefore] = await Promise.all([
    user.role === 'PATIENT' ? ownAddress(ctx) : undefined,
    actor.delegateAccessId ? findDelegateAccess(ctx, actor.delegateAccessId) : undefined,
    actor.sessionId ? sessions.hasEarlierSession(ctx.db, actor.actorId, actor.sessionId) : true,
  ]);
  return {
    user: { ...userView(user, patient), firstSignIn: !signedInBefore },
    delegateAccess: access ? delegateAccessView(access) : null,
  };
}

/** GET /auth/me of an acting session: the user acted as (whose portal this is), and the admin acting, until when. */
async function actingMe(ctx: Ctx, actor: Actor) {
  const [user, admin, session] = await Promise.all([
    accounts.findUserById(ctx, actor.userId),
    accounts.findUserById(ctx, actor.actorId),
    actor.sessionId ? sessions.findSession(ctx.db, actor.sessionId) : undefined,
  ]);
  if (!user || !admin || !session?.expires_at) throw unauthorized('Session is no longer valid', 'SESSION_INVALID');
  const actingAs = {
    actorName: `${admin.first_name} ${admin.last_name}`,
    actorEmail: admin.email,
    expiresAt: session.expires_at.toISOString(),
  };
  return { user: userView(user), delegateAccess: null, actingAs };
}

export async function logout(ctx: Ctx) {
  const { sessionId } = sessionOf(ctx);
  await sessions.logOut(ctx, sessionId);
}

/**
 * POST /super-admin/users/{userId}/reset-otp: the user's pending codes are deleted (a code locked after too many wrong
 * tries with them) and the failed sign-ins and code sends counted against their e-mail are forgotten, so that they
 * can sign in again at once. The per-network limits stay. Audited as RESET_OTP on the user.
 */
export async function resetOtp(ctx: Ctx, userId: string) {
  const user = await accounts.findUserById(ctx, userId);
  if (!user) {
    await repo.noteResetOtpDenied(ctx, userId);
    throw notFound('User not found');
  }
  await repo.resetOtp(ctx, user);
}

/**
 * An access token for the patient of a page session cookie (server/platform/http/first-view.ts draws their dashboard
 * with it, through the API), or null when that session can no longer be refreshed or is not a patient's own.
 */
export async function patientPageToken(ctx: Ctx, sessionId: string): Promise<string | null> {
  const session = await sessions.findLivePatientSession(ctx.db, sessionId);
  return session ? ctx.deps.tokens.sign({ sub: session.user_id, role: 'PATIENT', sid: session.id }) : null;
}
