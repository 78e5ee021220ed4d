import { apiClient } from './api-client';

/**
 * POSTs `body` with the caller's `Idempotency-Key` (one per confirmed action). The client (api-client.ts) sends it
 * once more, with the same key, when no reply came or the proxy answered 502 or 503, so the server never does the
 * write twice; a reply with an error status is thrown as it is.
 */
export function postIdempotent(url: string, body: unknown, key: string) {
  return apiClient.post(url, body, { headers: { 'Idempotency-Key': key } });
}
