import { jwtVerify, SignJWT } from 'jose';

/**
 * The chat socket's custom token: a short-lived HS256 JWT for one user, signed with the server secret but for its own
 * audience and type, so that it opens the socket and nothing else (the API's access tokens require the API's
 * audience; this one is refused there, and an access token is refused here).
 */
const ISSUER = 'glp1-telehealth';
const AUDIENCE = 'glp1-telehealth-chat-socket';
const TYPE = 'chat-socket';
export const CHAT_TOKEN_TTL_SECONDS = 5 * 60;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signChatToken(secret: string, userId: string, now = Date.now()) {
  const expiresAt = new Date(Math.floor(now / 1000) * 1000 + CHAT_TOKEN_TTL_SECONDS * 1000);
  const token = await new SignJWT({ typ: TYPE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(secret));
  return { token, expiresAt };
}

/** The user a custom token names, or null when it is not a live chat token of this server. */
export async function verifyChatToken(secret: string, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    return payload.typ === TYPE && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
