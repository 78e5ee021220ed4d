import { apiClient } from './api-client';
import { replyStatus } from './api-errors';

/** A fresh key for one confirmed write (crypto.randomUUID needs a secure context: random bytes otherwise). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * POSTs `body` with an `Idempotency-Key`. One automatic retry when no reply came (a network error, a time-out) reuses
 * the same key, so the server never does the write twice; a reply with an error status is thrown as it is.
 */
export async function postIdempotent(url: string, body: unknown, key: string) {
  const send = () => apiClient.post(url, body, { headers: { 'Idempotency-Key': key } });
  try {
    return await send();
  } catch (error) {
    if (replyStatus(error) !== null) throw error;
    return send();
  }
}
