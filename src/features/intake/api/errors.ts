import axios from 'axios';

/**
 * The server's `message`, else the given fallback: the fallbacks named by the spec ('Failed to save progress', …)
 * replace axios' transport texts such as 'Request failed with status code 500'.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (axios.isAxiosError(error)) {
    const body: unknown = error.response?.data;
    if (body && typeof body === 'object' && 'message' in body) {
      const message = (body as { message?: unknown }).message;
      if (typeof message === 'string' && message.trim()) return message;
    }
  }
  return fallback;
}

/** The reply's status, or null when no reply came (network error, time-out): such a request may be retried as is. */
export function replyStatus(error: unknown): number | null {
  return axios.isAxiosError(error) ? (error.response?.status ?? null) : null;
}
