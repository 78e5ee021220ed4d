import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims } from './tokens';

/**
 * The patient's page session: an HttpOnly cookie that names the session (signed with the server secret) so that the
 * server can draw the patient's dashboard into its HTML (server/platform/http/first-view.ts). It authorizes nothing
 * else: every API call still needs the bearer token the app keeps (ARCHITECTURE.md, Auth). SameSite=Strict, never
 * readable by scripts, Secure in production; set with each token a patient's own session gets (sign-in, refresh),
 * cleared on sign-out, and worthless once the session is revoked or can no longer be refreshed.
 */
export const PAGE_COOKIE = 'page_session';

const signature = (secret: string, sessionId: string) =>
  createHmac('sha256', secret).update(`page-session:${sessionId}`).digest('base64url');

export const pageCookieValue = (secret: string, sessionId: string) => `${sessionId}.${signature(secret, sessionId)}`;

/** The session a page cookie names, or null when it is missing or its signature is wrong. */
export function sessionOfPageCookie(secret: string, value: string | undefined): string | null {
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot < 1) return null;
  const sessionId = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signature(secret, sessionId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? sessionId : null;
}

type CookieOptions = { secret: string; secure: boolean; maxAgeDays: number };

/** Sets the cookie for a patient's own session (not a delegate's or an acting one); clears it for anyone else. */
export function setPageCookie(req: FastifyRequest, reply: FastifyReply, claims: AccessClaims, options: CookieOptions): void {
  if (claims.role !== 'PATIENT' || claims.act || claims.dai) {
    if (req.cookies[PAGE_COOKIE]) clearPageCookie(reply, options);
    return;
  }
  reply.setCookie(PAGE_COOKIE, pageCookieValue(options.secret, claims.sid), {
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
    path: '/',
    maxAge: options.maxAgeDays * 86_400,
  });
}

export function clearPageCookie(reply: FastifyReply, options: Pick<CookieOptions, 'secure'>): void {
  reply.clearCookie(PAGE_COOKIE, { httpOnly: true, sameSite: 'strict', secure: options.secure, path: '/' });
}
