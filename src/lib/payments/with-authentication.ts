import type { PaymentMethod } from '@contracts/onboarding';
import { messageOr } from '@/lib/api-errors';
import { isHttpError } from '@/lib/error-message';
import type { CardEntryHandle } from './card-entry-types';

export const PAYMENT_NOT_CONFIRMED_TEXT = 'Payment canceled: your bank did not confirm it. Nothing was charged.';
export const CARD_NOT_CONFIRMED_TEXT = 'Card not saved: your bank did not confirm it.';

/** The fields were incomplete or refused: their errors are shown beside them, nothing was sent. */
export class CardIncomplete extends Error {
  constructor() {
    super('Check the card details');
    this.name = 'CardIncomplete';
  }
}

/** The card holder canceled their bank's confirmation: nothing was charged or saved. */
export class NotConfirmed extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'NotConfirmed';
  }
}

/**
 * What a card form says after a failed send: nothing for incomplete fields (their errors are beside them), the
 * canceled confirmation, else the server's message or the fallback.
 */
export function cardFailureText(error: unknown, fallback: string): string | null {
  if (error instanceof CardIncomplete) return null;
  if (error instanceof NotConfirmed) return error.message;
  return messageOr(error, fallback);
}

/** The client secret of a 402 AUTHENTICATION_REQUIRED reply: the card holder must confirm with their bank first. */
export function authenticationSecret(error: unknown): string | null {
  if (!isHttpError(error) || error.response?.status !== 402) return null;
  const body = error.response.data as { code?: unknown; nextAction?: { clientSecret?: unknown } } | undefined;
  return body?.code === 'AUTHENTICATION_REQUIRED' && typeof body.nextAction?.clientSecret === 'string'
    ? body.nextAction.clientSecret
    : null;
}

/**
 * Sends a payment (or a card to save) with the card as a payment method id; when the bank asks the card holder to
 * confirm (3-D Secure), asks them, then sends the same request again: the server writes the order only then. A
 * canceled confirmation throws `notConfirmed`, and nothing was charged or saved.
 */
export async function sendWithCard<T>(
  card: CardEntryHandle,
  send: (payment: PaymentMethod) => Promise<T>,
  notConfirmed = PAYMENT_NOT_CONFIRMED_TEXT,
): Promise<T> {
  const payment = await card.createPaymentMethod();
  if (!payment) throw new CardIncomplete();
  try {
    return await send(payment);
  } catch (error) {
    const secret = authenticationSecret(error);
    if (!secret) throw error;
    if (!(await card.authenticate(secret))) {
      // The processor keeps the refusal under this request: another try is another payment method and request.
      card.renew();
      throw new NotConfirmed(notConfirmed, { cause: error });
    }
    return send(payment);
  }
}
