// Reading an API failure without importing axios (pages that must stay small, such as sign-in, show these messages).

/** What an axios error carries that these helpers read. */
interface HttpErrorLike {
  isAxiosError: true;
  message: string;
  response?: { status: number; data?: unknown };
}

/** axios.isAxiosError, without loading axios: axios marks every error it throws with `isAxiosError: true`. */
export function isHttpError(error: unknown): error is HttpErrorLike {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** The `message` of the reply body, if it has a non-blank one. */
function bodyMessage(error: HttpErrorLike): string | undefined {
  const body: unknown = error.response?.data;
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/** Human text for an error: the server's message, else axios' transport message, else the fallback. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'string') return error.trim() || fallback;
  if (isHttpError(error)) return bodyMessage(error) ?? (error.message || fallback);
  return fallback;
}

/** The server's own message, if the reply carried one (never axios' generic "Request failed with status code"). */
export function serverMessage(error: unknown): string | undefined {
  return isHttpError(error) ? bodyMessage(error)?.trim() : undefined;
}
