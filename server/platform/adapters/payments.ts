import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '#contracts/onboarding';

export type ChargeRequest = { amountCents: number; currency: 'usd'; description: string; idempotencyKey: string; payment: PaymentMethod };

export type ChargeResult =
  | { status: 'SUCCEEDED'; providerRef: string; cardBrand: string | null; cardLast4: string | null }
  | { status: 'DECLINED'; declineCode: string; message: string; cardLast4: string | null };

/** A charge of a card saved earlier (`saveCard`'s providerRef), without the card holder present (a partner's invoice). */
export type SavedCardChargeRequest = {
  cardRef: string;
  customerRef?: string;
  amountCents: number;
  description: string;
  idempotencyKey: string;
};

export type RefundRequest = { providerRef: string; amountCents: number; idempotencyKey: string };

/** SUCCEEDED: the money is on its way back; REFUSED: the processor will not refund it (a person must look). */
export type RefundResult = { status: 'SUCCEEDED'; providerRef: string } | { status: 'REFUSED'; message: string };

export type SaveCardRequest = { payment: PaymentMethod; customerRef?: string };

export type SaveCardResult =
  | { status: 'SUCCEEDED'; setupIntentId: string; providerRef: string; brand: string; last4: string; expMonth: number; expYear: number }
  | { status: 'DECLINED'; declineCode: string; message: string };

export type PayoutAccountRequest = {
  /** The account made earlier for this partner, to continue its setup; null to make one. */
  accountRef: string | null;
  /** Sent to the processor so that two requests at once make one account. */
  idempotencyKey: string;
  email: string;
  businessName: string;
  businessType: 'individual' | 'company';
  /** Where the processor's setup pages send the partner back to (done, or the link expired). */
  returnUrl: string;
  refreshUrl: string;
};

/**
 * ACTIVE: payouts can be sent; ONBOARDING: the partner must finish the setup at `onboardingUrl`; REFUSED: the
 * processor will not make the account (Stripe: Connect not enabled on the platform, details it rejects), and why.
 */
export type PayoutAccountResult =
  | { status: 'ACTIVE'; accountRef: string }
  | { status: 'ONBOARDING'; accountRef: string; onboardingUrl: string }
  | { status: 'REFUSED'; message: string };

/** Money sent to a partner's payout account (Stripe: a Connect transfer to the connected account), once per key. */
export type PayoutRequest = { accountRef: string; amountCents: number; description: string; idempotencyKey: string };

/** SENT: the money is on its way (`providerRef` names the transfer); REFUSED: the processor will not send it, and why. */
export type PayoutResult = { status: 'SENT'; providerRef: string } | { status: 'REFUSED'; message: string };

/** The account a customer record is made for; the idempotency key makes two requests at once make one. */
export type CustomerRequest = { idempotencyKey: string; email: string; name: string; userId: string };

/** Payments behind one interface: the sandbox by default, Stripe when STRIPE_SECRET_KEY is set. */
export interface PaymentsAdapter {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Charges a saved card off-session, once per idempotency key; throws when the processor cannot be reached. */
  chargeSavedCard(request: SavedCardChargeRequest): Promise<ChargeResult>;
  /** Makes the account's customer record at the processor, which saved cards attach to; throws when unreachable. */
  createCustomer(request: CustomerRequest): Promise<{ customerRef: string }>;
  /** Checks a card with the processor and keeps it there for later charges; `providerRef` names it. */
  saveCard(request: SaveCardRequest): Promise<SaveCardResult>;
  /** Forgets a saved card at the processor. */
  detachCard(providerRef: string): Promise<void>;
  /** Gives back (part of) a settled charge, once per idempotency key; throws when the processor cannot be reached. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * Makes (or continues) a partner's payout account at the processor, the account its commissions are paid to
   * (Stripe: a Connect Express account and its onboarding link). Throws when the processor cannot be reached.
   */
  connectPayoutAccount(request: PayoutAccountRequest): Promise<PayoutAccountResult>;
  /** Sends money to a partner's payout account, once per idempotency key; throws when the processor cannot be reached. */
  createPayout(request: PayoutRequest): Promise<PayoutResult>;
  /**
   * The processor's own record of charges (by their reference): what it captured and refunded of each, for the
   * ledger's reconciliation. Absent when the processor keeps no record we can read (a test's scripted adapter).
   */
  processorRecord?(chargeRefs: readonly string[]): Promise<ProcessorRecord[]>;
  /**
   * A dispute of a charge the card holder's bank won (a chargeback), for a processor that learns of it from us: the
   * sandbox keeps it in its record. Stripe reports disputes itself and has no such call.
   */
  disputeLost?(dispute: { chargeRef: string; reference: string; amountCents: number }): Promise<void>;
}

/** What the processor says it captured and refunded of one charge, in cents. */
export type ProcessorRecord = { chargeRef: string; capturedCents: number; refundedCents: number };

/** Stripe's test cards, with the answers Stripe gives for them. */
const DECLINES: Record<string, { declineCode: string; message: string }> = {
  '4000000000000002': { declineCode: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { declineCode: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};
/** Stripe's test card whose charge succeeds and whose refund fails: the sandbox marks its charges so. */
const REFUND_FAILS = '4000000000005126';
const NO_REFUND_PREFIX = 'sandbox_pi_norefund_';
/** Stripe's test card that attaches to a customer but whose charges are declined: the sandbox marks its saved ref so. */
const ATTACHES_BUT_DECLINES = '4000000000000341';
const DECLINING_CARD_PREFIX = 'sandbox_pm_declines_';
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

const brandOf = (digits: string) =>
  digits.startsWith('4') ? 'visa' : /^5[1-5]/.test(digits) ? 'mastercard' : /^3[47]/.test(digits) ? 'amex' : 'card';

const cardDigits = (payment: PaymentMethod) => ('card' in payment ? payment.card.number.replace(/\s+/g, '') : '');

/**
 * A local payment processor with Stripe's test-card behavior: 4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 is declined, other Stripe decline cards give their reasons, a bad number or a past
 * expiry date is refused, 4000 0000 0000 5126 is charged but cannot be refunded, and 4000 0000 0000 0341 is saved but its later charges are declined. Our payments ledger (the payments table) keeps the outcome; the adapter is stateless.
 */
export function sandboxPayments(now: () => Date = () => new Date()): PaymentsAdapter {
  /** Stripe's answer for a test card: the card's details, or why it is refused. */
  function check(payment: PaymentMethod) {
    const digits = 'card' in payment ? payment.card.number.replace(/\s+/g, '') : (PAYMENT_METHOD_CARDS[payment.paymentMethodId] ?? '');
    const last4 = digits ? digits.slice(-4) : null;
    if (!digits || !luhnValid(digits))
      return { ok: false as const, declineCode: 'incorrect_number', message: 'Your card number is incorrect.', last4 };
    const today = now();
    // Stripe's test payment methods expire a few years ahead.
    const { expMonth, expYear } = 'card' in payment ? payment.card : { expMonth: 12, expYear: today.getUTCFullYear() + 3 };
    if (expYear < today.getUTCFullYear() || (expYear === today.getUTCFullYear() && expMonth < today.getUTCMonth() + 1)) {
      return { ok: false as const, declineCode: 'expired_card', message: 'Your card has expired.', last4 };
    }
    const decline = DECLINES[digits];
    if (decline) return { ok: false as const, ...decline, last4 };
    return { ok: true as const, brand: brandOf(digits), last4: digits.slice(-4), expMonth, expYear };
  }
  return {
    name: 'sandbox',
    async charge({ payment }) {
      const card = check(payment);
      if (!card.ok) return { status: 'DECLINED', declineCode: card.declineCode, message: card.message, cardLast4: card.last4 };
      const digits = 'card' in payment ? payment.card.number.replace(/\s+/g, '') : '';
      const prefix = digits === REFUND_FAILS ? NO_REFUND_PREFIX : 'sandbox_pi_';
      return { status: 'SUCCEEDED', providerRef: `${prefix}${randomUUID()}`, cardBrand: card.brand, cardLast4: card.last4 };
    },
    // The sandbox keeps no customers: a stable name per account is enough.
    async createCustomer({ userId }) {
      return { customerRef: `sandbox_cus_${userId}` };
    },
    async saveCard({ payment }) {
      const card = check(payment);
      if (!card.ok) return { status: 'DECLINED', declineCode: card.declineCode, message: card.message };
      return {
        status: 'SUCCEEDED',
        setupIntentId: `sandbox_seti_${randomUUID()}`,
        providerRef: `${cardDigits(payment) === ATTACHES_BUT_DECLINES ? DECLINING_CARD_PREFIX : 'sandbox_pm_'}${randomUUID()}`,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
    },
    // A saved card is charged, except one saved from 4000 0000 0000 0341 (its ref says so): declined, as Stripe does.
    async chargeSavedCard({ cardRef }) {
      if (cardRef.startsWith(DECLINING_CARD_PREFIX))
        return { status: 'DECLINED', declineCode: 'card_declined', message: 'Your card was declined.', cardLast4: null };
      return { status: 'SUCCEEDED', providerRef: `sandbox_pi_${randomUUID()}`, cardBrand: null, cardLast4: null };
    },
    // Nothing is kept at the sandbox processor: our payment_cards table is the whole record.
    async detachCard() {},
    // Our refunds table records it; a charge made with Stripe's "refund fails" test card is refused, as Stripe would.
    async refund({ providerRef }) {
      if (providerRef.startsWith(NO_REFUND_PREFIX)) return { status: 'REFUSED', message: 'The card issuer refused the refund.' };
      return { status: 'SUCCEEDED', providerRef: `sandbox_re_${randomUUID()}` };
    },
    // The sandbox needs no details: the account is ready at once (the same one when the partner connects again).
    async connectPayoutAccount({ accountRef }) {
      return { status: 'ACTIVE', accountRef: accountRef ?? `sandbox_acct_${randomUUID()}` };
    },
    // The sandbox's transfers always arrive; our payouts table is the whole record.
    async createPayout() {
      return { status: 'SENT', providerRef: `sandbox_tr_${randomUUID()}` };
    },
  };
}
