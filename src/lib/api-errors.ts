import { isHttpError, serverMessage } from './error-message';

export { serverMessage };

/**
 * The server's `message`, else the given fallback: the fallbacks named by the spec ('Failed to save progress', …)
 * replace axios' transport texts such as 'Request failed with status code 500'.
 */
export const messageOr = (error: unknown, fallback: string): string => serverMessage(error) ?? fallback;

export const isNotFound = (error: unknown) => isHttpError(error) && error.response?.status === 404;

/** The reply's status, or null when no reply came (network error, time-out): such a request may be retried as is. */
export function replyStatus(error: unknown): number | null {
  return isHttpError(error) ? (error.response?.status ?? null) : null;
}

/** The reply's machine-readable `code` (such as OPEN_ORDER_EXISTS), or null. */
export function replyCode(error: unknown): string | null {
  if (!isHttpError(error)) return null;
  const body: unknown = error.response?.data;
  return body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : null;
}

export interface FieldDetail {
  path: string;
  message: string;
}

/**
 * The per-field details of a 400 reply (`{ details: [{ path, message }] }`), with paths relative to the body:
 * the server's schema checks say `body.email`, its own rules `email`.
 */
export function fieldDetails(error: unknown): FieldDetail[] {
  if (!isHttpError(error)) return [];
  const body: unknown = error.response?.data;
  if (!body || typeof body !== 'object' || !('details' in body)) return [];
  const details = (body as { details?: unknown }).details;
  if (!Array.isArray(details)) return [];
  return details
    .filter((d): d is FieldDetail => typeof d === 'object' && d !== null && typeof d.path === 'string' && typeof d.message === 'string')
    .map((d) => ({ path: d.path.replace(/^body\./, ''), message: d.message }));
}
