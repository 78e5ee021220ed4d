import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque token for the client; only its SHA-256 is stored. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The one successor of a refresh token, keyed with the server secret: every concurrent use of the same token (tabs
 * waking together) is handed the same next token, so a token rotates once. Unguessable without the token and the secret.
 */
export const refreshSuccessor = (secret: string, refreshToken: string) =>
  createHmac('sha256', secret).update(`refresh-successor:${refreshToken}`).digest('base64url');

/** A six-digit code, uniformly drawn. */
export const newOtpCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');
/** Codes have only a million values, so they are keyed with the server secret before storing. */
export const hashOtp = (secret: string, userId: string, code: string) =>
  createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
