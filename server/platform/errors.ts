export type ErrorDetail = { path: string; message: string };

/** An error whose message is safe to show to the caller. Anything else becomes a 500 without details. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    /** Sent as `Retry-After`: when asking again may succeed. */
    readonly retryAfterSeconds?: number,
    /** More of the reply, beside `message`, `code` and `details` (the next action a payment waits for). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) => new AppError(400, 'BAD_REQUEST', message, details);
export const unauthorized = (message = 'Authentication required', code = 'UNAUTHORIZED') => new AppError(401, code, message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
/** An e-mail another account holds: a 409 that names the field, so that the form shows it beside the e-mail. */
export const emailTaken = (message = 'Another account already uses this email', path = 'email') =>
  new AppError(409, 'CONFLICT', message, [{ path, message }]);
export const unprocessable = (message: string, code = 'BUSINESS_RULE') => new AppError(422, code, message);
/** A limit was reached; `retryAfterSeconds` when waiting helps (a rate window), none when it does not (a locked code). */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(429, 'RATE_LIMITED', message, undefined, retryAfterSeconds);
/**
 * 402: the card holder must authenticate the payment (3-D Secure) in the browser with `nextAction.clientSecret`
 * (Stripe.js's handleNextAction, or the sandbox's dialog), then send the same request again. Nothing was written.
 */
export const authenticationRequired = (clientSecret: string, message = 'Confirm this payment with your bank.') =>
  new AppError(402, 'AUTHENTICATION_REQUIRED', message, undefined, undefined, { nextAction: { type: 'authenticate', clientSecret } });
/** An outside provider (e-mail, SMS, payments, pharmacy) failed: nothing is lost, and the caller may try again. */
export const serviceUnavailable = (message: string) => new AppError(503, 'PROVIDER_UNAVAILABLE', message);
