import type { FastifyInstance } from 'fastify';
import { looksLikeCardNumber } from '#contracts/card-number';
import { AppError } from '#server/platform/errors';

const MESSAGE = 'Card numbers are not accepted here. Enter your card in the secure card form.';

/** The path of the first string or number in the body that looks like a card number, if any (never the value). */
function cardNumberAt(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string' || typeof value === 'number') return looksLikeCardNumber(value) ? path : undefined;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = cardNumberAt(inner, `${path}.${key}`, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Card data never reaches the API: the browser gives a card to Stripe.js (or the sandbox tokenizer) and sends only the
 * payment method id, so that no server of ours is a cardholder-data environment (PCI DSS SAQ A). A body with anything
 * that looks like a card number (13 to 19 digits, spaces or dashes allowed, passing the Luhn check) in any field is
 * refused with 400 before validation, before any route runs, so nothing is written. The reply names the field, never
 * the value; the request log keeps no body (logger.ts), and an AppError is not logged (error-handler.ts).
 */
export function registerCardGuard(api: FastifyInstance): void {
  api.addHook('preValidation', async (req) => {
    const path = cardNumberAt(req.body, 'body');
    if (path !== undefined) throw new AppError(400, 'CARD_DATA_REFUSED', MESSAGE, [{ path, message: MESSAGE }]);
  });
}
