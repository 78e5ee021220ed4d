import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '#contracts/common';
import { unauthorized } from '#server/platform/errors';

const ISSUER = 'glp1-telehealth';
const AUDIENCE = 'glp1-telehealth-api';

export type AccessClaims = {
  /** The user whose permissions and data the token carries: the owner, for a delegate token. */
  sub: string;
  role: Role;
  /** Session (refresh-token family) id. */
  sid: string;
  /** The person actually acting, when it differs from `sub` (delegate access, admin impersonation). */
  act?: string;
  /** The delegate access the token was issued through. */
  dai?: string;
};

/** A verified token's claims, with its expiry (`exp`, seconds since the epoch). */
export type VerifiedClaims = AccessClaims & { exp: number };

export type TokenService = ReturnType<typeof createTokenService>;

export function createTokenService(secret: string, ttlSeconds: number) {
  // Imported once as an HMAC-SHA-256 CryptoKey: given the raw bytes, jose imports them again on every sign and
  // verify (11% of a list request's CPU in the issue's profile). The key also refuses any other algorithm.
  const keyPromise = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

  async function sign(claims: AccessClaims): Promise<string> {
    const { sub, ...rest } = claims;
    return new SignJWT({ ...rest, typ: claims.dai ? 'delegate' : 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(await keyPromise);
  }

  async function verify(token: string): Promise<VerifiedClaims> {
    const key = await keyPromise;
    try {
      // Only HS256 is accepted: `alg: none` and algorithm confusion fail here.
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.sid !== 'string' ||
        typeof payload.role !== 'string' ||
        typeof payload.exp !== 'number'
      ) {
        throw unauthorized('Invalid access token', 'TOKEN_INVALID');
      }
      return {
        sub: payload.sub,
        role: payload.role as Role,
        sid: payload.sid,
        act: typeof payload.act === 'string' ? payload.act : undefined,
        dai: typeof payload.dai === 'string' ? payload.dai : undefined,
        exp: payload.exp!,
      };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthorized('Access token expired', 'TOKEN_EXPIRED');
      throw unauthorized('Invalid access token', 'TOKEN_INVALID');
    }
  }

  return { sign, verify };
}
