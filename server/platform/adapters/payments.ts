import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '../../../contracts/onboarding';

export type ChargeRequest = { amountCents: number; currency: 'usd'; description: string; idempotencyKey: string; payment: PaymentMethod };

export type ChargeResult =
  | { status: 'SUCCEEDED'; providerRef: string; cardBrand: string | null; cardLast4: string | null }
  | { status: 'DECLINED'; declineCode: string; message: string; cardLast4: string | null };

/** Payments behind one interface: the sandbox by default, Stripe when STRIPE_SECRET_KEY is set. */
export interface PaymentsAdapter {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** Stripe's test cards, with the answers Stripe gives for them. */
const DECLINES: Record<string, { declineCode: string; message: string }> = {
  '4000000000000002': { declineCode: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { declineCode: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};
const PAYMENT_METHOD_CARDS: Record<string, string> = { pm_card_visa: '4242424242424242', pm_card_chargeDeclined: '4000000000000002' };

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const brandOf = (digits: string) => (digits.startsWith('4') ? 'visa' : /^5[1-5]/.test(digits) ? 'mastercard' : /^3[47]/.test(digits) ? 'amex' : 'card');

/**
 * A local payment processor with Stripe's test-card behaviour: 4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 is declined, other Stripe decline cards give their reasons, a bad number or a past
 * expiry date is refused. Our payments ledger (the payments table) keeps the outcome; the adapter is stateless.
 */
export function sandboxPayments(now: () => Date = () => new Date()): PaymentsAdapter {
  return {
    name: 'sandbox',
    async charge({ payment }) {
      const digits = 'card' in payment ? payment.card.number.replace(/\s+/g, '') : (PAYMENT_METHOD_CARDS[payment.paymentMethodId] ?? '');
      const last4 = digits ? digits.slice(-4) : null;
      if (!digits || !luhnValid(digits)) return { status: 'DECLINED', declineCode: 'incorrect_number', message: 'Your card number is incorrect.', cardLast4: last4 };
      if ('card' in payment) {
        const { expMonth, expYear } = payment.card;
        const today = now();
        if (expYear < today.getUTCFullYear() || (expYear === today.getUTCFullYear() && expMonth < today.getUTCMonth() + 1)) {
          return { status: 'DECLINED', declineCode: 'expired_card', message: 'Your card has expired.', cardLast4: last4 };
        }
      }
      const decline = DECLINES[digits];
      if (decline) return { status: 'DECLINED', ...decline, cardLast4: last4 };
      return { status: 'SUCCEEDED', providerRef: `sandbox_pi_${randomUUID()}`, cardBrand: brandOf(digits), cardLast4: last4 };
    },
  };
}
