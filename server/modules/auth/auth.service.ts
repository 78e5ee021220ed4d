import type { FastifyRequest } from 'fastify';
import type { SignUpPatientBody, SignUpSalesPersonBody } from '../../../contracts/auth';
import { PORTAL_BY_ROLE, portalOfHost } from '../../../contracts/portals';
import type { AuthContext } from '../../platform/auth/authenticate';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { hashOtp, newOpaqueToken, newOtpCode, sameHash, sha256 } from '../../platform/auth/secrets';
import type { UserRow } from '../../platform/db/schema';
import { conflict, forbidden, notFound, tooManyRequests, unauthorized } from '../../platform/errors';
import type { Ctx } from '../../platform/context';
import * as repo from './auth.repository';
import { delegateAccessView, userView } from './auth.views';

const RESEND_WINDOW_MS = 30 * 60 * 1000;

/** The sign-in and session rules. Every function takes the request for its dependencies and audit context. */

const since = (req: FastifyRequest) => new Date(Date.now() - req.server.config.RATE_WINDOW_SECONDS * 1000);

async function sendCode(req: FastifyRequest, user: UserRow): Promise<void> {
  const { db, config, notifier } = req.server;
  const key = user.email.toLowerCase();
  if ((await repo.countAttempts(db, 'OTP_SENT', key, since(req))) >= config.OTP_MAX_SENDS) {
    throw tooManyRequests('Too many codes were requested. Wait a few minutes and try again.');
  }
  const code = newOtpCode();
  const minutes = Math.round(config.OTP_TTL_SECONDS / 60);
  await db.transaction().execute(async (trx) => {
    await repo.replaceOtp(trx, user.id, hashOtp(config.JWT_SECRET, user.id, code), new Date(Date.now() + config.OTP_TTL_SECONDS * 1000));
    await repo.recordAttempt(trx, 'OTP_SENT', key);
  });
  await notifier.send({
    channel: 'email',
    to: user.email,
    subject: 'Your sign-in code',
    body: `Your sign-in code is ${code}. It expires in ${minutes} minutes. If you did not try to sign in, ignore this message.`,
  });
}

/** Staff sign in on their own portal's host; a patient may sign in anywhere (they get the patient portal). */
async function checkPortal(req: FastifyRequest, user: UserRow): Promise<void> {
  const portal = portalOfHost(req.hostname);
  if (!portal || user.role === 'PATIENT' || PORTAL_BY_ROLE[user.role] === portal) return;
  const accesses = await repo.listActiveDelegateAccessesFor(req.server.db, user.id);
  if (accesses.some((a) => PORTAL_BY_ROLE[a.owner_role] === portal)) return;
  await req.audit({
    action: 'LOGIN',
    resourceType: 'session',
    outcome: 'DENIED',
    actorUserId: user.id,
    details: { reason: 'portal', portal },
  });
  throw forbidden('This account cannot sign in to this portal.');
}

export async function login(req: FastifyRequest, email: string, password: string) {
  const { db, config } = req.server;
  if ((await repo.countAttempts(db, 'LOGIN_FAILURE', email, since(req))) >= config.LOGIN_MAX_FAILURES) {
    throw tooManyRequests('Too many failed sign-in attempts. Wait 15 minutes and try again.');
  }
  const user = await repo.findUserByEmail(db, email);
  const ok = await verifyPassword(user?.password_hash, password);
  if (!user || !ok || user.status !== 'ACTIVE') {
    await repo.recordAttempt(db, 'LOGIN_FAILURE', email);
    await req.audit({ action: 'LOGIN', resourceType: 'session', outcome: 'FAILURE', actorUserId: user?.id ?? null });
    throw unauthorized('Invalid email or password', 'INVALID_CREDENTIALS');
  }
  await checkPortal(req, user);
  await sendCode(req, user);
  return { otpRequired: true as const, email: user.email };
}

export async function resendCode(req: FastifyRequest, email: string) {
  const { db } = req.server;
  const user = await repo.findUserByEmail(db, email);
  const last = user ? await repo.latestOtp(db, user.id) : undefined;
  // Only a sign-in that passed the password step (or a sign-up) may ask again; the reply never says which.
  if (user && last && !last.consumed_at && Date.now() - last.created_at.getTime() < RESEND_WINDOW_MS) {
    await sendCode(req, user);
  }
  return { otpRequired: true as const, email };
}

async function signUp(req: FastifyRequest, body: SignUpPatientBody | SignUpSalesPersonBody, role: 'PATIENT' | 'SALES_PERSON') {
  const { db } = req.server;
  if (await repo.findUserByEmail(db, body.email)) throw conflict('An account with this e-mail already exists');
  const passwordHash = await hashPassword(body.password);
  const user = await db.transaction().execute(async (trx) => {
    const created = await repo.insertUser(trx, {
      email: body.email,
      password_hash: passwordHash,
      first_name: body.firstName,
      last_name: body.lastName,
      phone_number: body.phoneNumber,
      role,
      desire_income: 'desireIncome' in body ? (body.desireIncome ?? null) : null,
    });
    if (role === 'PATIENT') await repo.insertPatient(trx, created.id);
    else await repo.insertSalesPerson(trx, created.id);
    await req.audit({ action: 'SIGN_UP', resourceType: 'user', resourceId: created.id, actorUserId: created.id }, trx);
    return created;
  });
  await sendCode(req, user);
  return { otpRequired: true as const, email: user.email };
}

export const signUpPatient = (req: FastifyRequest, body: SignUpPatientBody) => signUp(req, body, 'PATIENT');
export const signUpSalesPerson = (req: FastifyRequest, body: SignUpSalesPersonBody) => signUp(req, body, 'SALES_PERSON');

async function issueRefreshToken(req: FastifyRequest, sessionId: string, db = req.server.db): Promise<string> {
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + req.server.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  await repo.insertRefreshToken(db, sessionId, sha256(token), expiresAt);
  return token;
}

export async function verifyCode(req: FastifyRequest, email: string, code: string) {
  const { db, config, tokens } = req.server;
  const user = await repo.findUserByEmail(db, email);
  const otp = user ? await repo.latestOtp(db, user.id) : undefined;
  const fail = async (message: string, codeName: string) => {
    await req.audit({
      action: 'VERIFY_OTP',
      resourceType: 'session',
      outcome: 'FAILURE',
      actorUserId: user?.id ?? null,
      details: { reason: codeName },
    });
    return unauthorized(message, codeName);
  };
  if (!user || !otp) throw await fail('No sign-in code is pending. Sign in again to get one.', 'OTP_MISSING');
  if (otp.consumed_at) throw await fail('This code has already been used. Sign in again to get a new one.', 'OTP_USED');
  if (otp.expires_at.getTime() <= Date.now()) throw await fail('This code has expired. Request a new one.', 'OTP_EXPIRED');
  if (otp.attempts >= config.OTP_MAX_ATTEMPTS) throw tooManyRequests('Too many wrong codes. Request a new code.');
  if (!sameHash(otp.code_hash, hashOtp(config.JWT_SECRET, user.id, code))) {
    const attempts = await repo.addOtpAttempt(db, otp.id);
    if (attempts >= config.OTP_MAX_ATTEMPTS) {
      await fail('Too many wrong codes', 'OTP_LOCKED');
      throw tooManyRequests('Too many wrong codes. Request a new code.');
    }
    throw await fail('The code is incorrect', 'OTP_INVALID');
  }
  if (!(await repo.consumeOtp(db, otp.id)))
    throw await fail('This code has already been used. Sign in again to get a new one.', 'OTP_USED');

  const { sessionId, refreshToken } = await db.transaction().execute(async (trx) => {
    const session = await repo.insertSession(trx, {
      userId: user.id,
      ip: req.ip,
      userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
    });
    return { sessionId: session.id, refreshToken: await issueRefreshToken(req, session.id, trx) };
  });
  const accessToken = await tokens.sign({ sub: user.id, role: user.role, sid: sessionId });
  const [patient, accesses] = await Promise.all([
    user.role === 'PATIENT' ? repo.findPatientAddress(db, user.id) : undefined,
    repo.listActiveDelegateAccessesFor(db, user.id),
  ]);
  await req.audit({
    action: 'LOGIN',
    resourceType: 'session',
    resourceId: sessionId,
    actorUserId: user.id,
    patientId: patient?.id ?? null,
  });
  return {
    accessToken,
    refreshToken,
    delegateAccessToken: null,
    user: userView(user, patient),
    requiresDelegateSelection: accesses.length > 0,
    delegateAccesses: accesses.map(delegateAccessView),
  };
}

async function delegateToken(req: FastifyRequest, sessionId: string, actorId: string, delegateAccessId: string) {
  const access = await repo.findDelegateAccess(req.server.db, delegateAccessId);
  if (!access || access.status !== 'ACTIVE' || access.delegate_id !== actorId) return null;
  const token = await req.server.tokens.sign({
    sub: access.owner_id,
    role: access.owner_role,
    sid: sessionId,
    act: actorId,
    dai: access.id,
  });
  return { token, access };
}

export async function selectDelegateAccess(req: FastifyRequest, auth: AuthContext, delegateAccessId: string | null) {
  const { db } = req.server;
  if (auth.delegateAccessId) throw forbidden('Choose a delegate access with your own sign-in, not a delegate token.');
  if (delegateAccessId === null) {
    await repo.setSessionDelegateAccess(db, auth.sessionId!, null);
    return { delegateAccessToken: null, delegateAccess: null };
  }
  const selected = await delegateToken(req, auth.sessionId!, auth.actorId, delegateAccessId);
  if (!selected) throw notFound('Delegate access not found');
  await repo.setSessionDelegateAccess(db, auth.sessionId!, delegateAccessId);
  await req.audit({ action: 'SELECT_DELEGATE_ACCESS', resourceType: 'delegate_access', resourceId: delegateAccessId });
  return { delegateAccessToken: selected.token, delegateAccess: delegateAccessView(selected.access) };
}

export async function refresh(req: FastifyRequest, refreshToken: string) {
  const { db, config, tokens } = req.server;
  const row = await repo.findRefreshToken(db, sha256(refreshToken));
  if (!row || row.revoked_at || row.deleted_at || row.status !== 'ACTIVE') throw unauthorized('Invalid refresh token', 'REFRESH_INVALID');
  if (row.expires_at.getTime() <= Date.now()) throw unauthorized('Refresh token expired', 'REFRESH_EXPIRED');

  if (!(await repo.claimRefreshToken(db, row.id))) {
    // Spent already. Within the grace window it is two tabs refreshing at once; after it, a replay: end the family.
    const spentAt = (await repo.findRefreshToken(db, sha256(refreshToken)))?.used_at ?? row.used_at;
    const withinGrace = spentAt && Date.now() - spentAt.getTime() <= config.REFRESH_REUSE_GRACE_SECONDS * 1000;
    if (!withinGrace) {
      await repo.revokeSession(db, row.session_id, 'refresh token reuse');
      await req.audit({
        action: 'REFRESH_TOKEN_REUSE',
        resourceType: 'session',
        resourceId: row.session_id,
        outcome: 'DENIED',
        actorUserId: row.user_id,
      });
      throw unauthorized('This sign-in has ended. Please sign in again.', 'REFRESH_REUSED');
    }
  }
  const next = await issueRefreshToken(req, row.session_id);
  await repo.touchSession(db, row.session_id);
  const accessToken = await tokens.sign({ sub: row.user_id, role: row.role, sid: row.session_id });
  const delegate = row.delegate_access_id ? await delegateToken(req, row.session_id, row.user_id, row.delegate_access_id) : null;
  return { accessToken, refreshToken: next, delegateAccessToken: delegate?.token ?? null };
}

export async function me(req: FastifyRequest, auth: AuthContext) {
  const { db } = req.server;
  const user = await repo.findUserById(db, auth.actorId);
  if (!user) throw unauthorized('Session is no longer valid', 'SESSION_INVALID');
  const patient = user.role === 'PATIENT' ? await repo.findPatientAddress(db, user.id) : undefined;
  const access = auth.delegateAccessId ? await repo.findDelegateAccess(db, auth.delegateAccessId) : undefined;
  if (patient) await req.audit({ action: 'READ', resourceType: 'user', resourceId: user.id, patientId: patient.id });
  return { user: userView(user, patient), delegateAccess: access ? delegateAccessView(access) : null };
}

export async function logout(req: FastifyRequest, auth: AuthContext) {
  await repo.revokeSession(req.server.db, auth.sessionId!, 'logout');
  await req.audit({ action: 'LOGOUT', resourceType: 'session', resourceId: auth.sessionId });
}

/** Whether an account already uses this e-mail (for sign-ups made by other modules). */
export const emailTaken = async (db: FastifyRequest['server']['db'], email: string) => Boolean(await repo.findUserByEmail(db, email));

/** How many `kind` attempts `key` made within the rate window (rate limits kept in the database, for every instance). */
export const recentAttempts = (ctx: Ctx, kind: 'LOGIN_FAILURE' | 'OTP_SENT', key: string) =>
  repo.countAttempts(ctx.db, kind, key, new Date(Date.now() - ctx.deps.config.RATE_WINDOW_SECONDS * 1000));

export const recordAttempt = (ctx: Ctx, kind: 'LOGIN_FAILURE' | 'OTP_SENT', key: string) => repo.recordAttempt(ctx.db, kind, key);
