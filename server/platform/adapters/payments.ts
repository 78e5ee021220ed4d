import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '#contracts/onboarding';
import {
  findSandboxCard,
  memoryCardStore,
  newAuthentication,
  tokenize,
  type Authentication,
  type CardFields,
  type SandboxCard,
  type SandboxCardStore,
  type TokenizeError,
} from './sandbox-cards';

export type ChargeRequest = { amountCents: number; currency: 'usd'; description: string; idempotencyKey: string; payment: PaymentMethod };

/**
 * The card holder must authenticate (3-D Secure) before the processor goes on: the browser confirms with the client
 * secret (Stripe.js's handleNextAction, or the sandbox's dialog), then the same request is sent again.
 */
export type RequiresAction = { status: 'REQUIRES_ACTION'; clientSecret: string; intentRef: string };

export type ChargeResult =
  | {
      status: 'SUCCEEDED';
      providerRef: string;
      cardBrand: string | null;
      cardLast4: string | null;
      /** What the processor keeps of the charge, in cents; absent or null while it is not known (Stripe not settled yet). */
      feeCents?: number | null;
    }
  | { status: 'DECLINED'; declineCode: string; message: string; cardLast4: string | null }
  | RequiresAction;

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
  | { status: 'DECLINED'; declineCode: string; message: string }
  | RequiresAction;

/** The sandbox's stand-in for Stripe.js: card fields in, a payment method id out (never the number kept). */
export type SandboxTokenizer = {
  createPaymentMethod(
    fields: CardFields,
  ): Promise<{ paymentMethod: { id: string; brand: string; last4: string; expMonth: number; expYear: number } } | { error: TokenizeError }>;
  /** The card holder's answer to an authentication (3-D Secure) the sandbox asked for; undefined for an unknown secret. */
  answerAuthentication(clientSecret: string, outcome: 'SUCCEEDED' | 'CANCELED'): Promise<Authentication | undefined>;
};

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
  /** Only the sandbox has one: Stripe's card fields are Stripe.js's, in the browser. */
  readonly sandboxTokenizer?: SandboxTokenizer;
  /** The fee the processor takes for a dispute the card holder's bank won, in cents; absent where not known. */
  readonly disputeFeeCents?: number;
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

/**
 * What the processor says it captured and refunded of one charge, in cents, and the fees it kept of it (the charge's
 * and its disputes'); `feeCents` absent or null when the processor has not settled them yet.
 */
export type ProcessorRecord = { chargeRef: string; capturedCents: number; refundedCents: number; feeCents?: number | null };

/** The sandbox's pricing, Stripe's US standard card pricing: 2.9% + 30¢ per successful card charge. */
export const SANDBOX_CARD_FEE = { percentBps: 290, fixedCents: 30 } as const;
/** Stripe's US fee for a dispute, which the sandbox charges too: $15.00, not returned when the dispute is lost. */
export const SANDBOX_DISPUTE_FEE_CENTS = 1500;

/** The sandbox's fee on a successful card charge of `amountCents`: the percentage rounded half up to the cent, plus the fixed part. */
export const sandboxCardFee = (amountCents: number) =>
  Math.floor((amountCents * SANDBOX_CARD_FEE.percentBps + 5000) / 10000) + SANDBOX_CARD_FEE.fixedCents;

const NO_REFUND_PREFIX = 'sandbox_pi_norefund_';
const DECLINING_CARD_PREFIX = 'sandbox_pm_declines_';
const UNKNOWN_METHOD = { declineCode: 'resource_missing', message: 'This card could not be found. Enter your card again.' };
const NOT_CONFIRMED = { declineCode: 'authentication_failed', message: 'Your bank did not confirm this payment. Nothing was charged.' };

/**
 * A local payment processor with Stripe's test-card behavior, reached by payment method ids as Stripe is: its
 * tokenizer (`sandboxTokenizer`, mounted outside the API by server/platform/http/sandbox-tokenizer.ts) makes them from
 * the card fields, deciding then what the test card does. 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined, other Stripe decline cards give their reasons, 4000 0000 0000 5126 is charged but cannot be refunded,
 * 4000 0000 0000 0341 is saved but its later charges are declined, and 4000 0025 0000 3155 asks the card holder to
 * authenticate (3-D Secure) each charge and setup. Our payments ledger (the payments table) keeps the outcome.
 */
export function sandboxPayments(now: () => Date = () => new Date(), store: SandboxCardStore = memoryCardStore()): PaymentsAdapter {
  /** The card behind a payment method id, or why it cannot be used. */
  async function usable(payment: PaymentMethod) {
    const card = await findSandboxCard(store, payment.paymentMethodId, now());
    if (!card) return { ok: false as const, ...UNKNOWN_METHOD, last4: null };
    const today = now();
    if (card.expYear < today.getUTCFullYear() || (card.expYear === today.getUTCFullYear() && card.expMonth < today.getUTCMonth() + 1)) {
      return { ok: false as const, declineCode: 'expired_card', message: 'Your card has expired.', last4: card.last4 };
    }
    if (card.behavior === 'DECLINES') {
      const declineCode = card.declineCode ?? 'card_declined';
      return { ok: false as const, declineCode, message: card.declineMessage ?? 'Your card was declined.', last4: card.last4 };
    }
    return { ok: true as const, card };
  }
  /** A card that asks for authentication: the authentication of this request, made on the first ask. */
  const authenticationOf = (requestKey: string, card: SandboxCard, kind: 'pi' | 'seti') =>
    store.authenticationFor(requestKey, () => newAuthentication(card.id, kind));

  return {
    name: 'sandbox',
    disputeFeeCents: SANDBOX_DISPUTE_FEE_CENTS,
    sandboxTokenizer: {
      async createPaymentMethod(fields) {
        const made = tokenize(fields, now());
        if ('error' in made) return made;
        await store.saveCard(made.card);
        const { id, brand, last4, expMonth, expYear } = made.card;
        return { paymentMethod: { id, brand, last4, expMonth, expYear } };
      },
      answerAuthentication: (clientSecret, outcome) => store.answer(clientSecret, outcome),
    },
    async charge({ payment, idempotencyKey, amountCents }) {
      const checked = await usable(payment);
      if (!checked.ok) return { status: 'DECLINED', declineCode: checked.declineCode, message: checked.message, cardLast4: checked.last4 };
      const { card } = checked;
      const paid = { cardBrand: card.brand, cardLast4: card.last4, feeCents: sandboxCardFee(amountCents) };
      if (card.behavior === 'REQUIRES_AUTHENTICATION') {
        const auth = await authenticationOf(`charge:${idempotencyKey}`, card, 'pi');
        if (auth.status === 'REQUIRES_ACTION') return { status: 'REQUIRES_ACTION', clientSecret: auth.clientSecret, intentRef: auth.id };
        if (auth.status === 'CANCELED') return { status: 'DECLINED', ...NOT_CONFIRMED, cardLast4: card.last4 };
        return { status: 'SUCCEEDED', providerRef: auth.id, ...paid };
      }
      const prefix = card.behavior === 'REFUND_FAILS' ? NO_REFUND_PREFIX : 'sandbox_pi_';
      return { status: 'SUCCEEDED', providerRef: `${prefix}${randomUUID()}`, ...paid };
    },
    // The sandbox keeps no customers: a stable name per account is enough.
    async createCustomer({ userId }) {
      return { customerRef: `sandbox_cus_${userId}` };
    },
    async saveCard({ payment }) {
      const checked = await usable(payment);
      if (!checked.ok) return { status: 'DECLINED', declineCode: checked.declineCode, message: checked.message };
      const { card } = checked;
      let setupIntentId = `sandbox_seti_${randomUUID()}`;
      if (card.behavior === 'REQUIRES_AUTHENTICATION') {
        // One setup per payment method: the card holder authenticates it once, then saving it again succeeds.
        const auth = await authenticationOf(`setup:${card.id}`, card, 'seti');
        if (auth.status === 'REQUIRES_ACTION') return { status: 'REQUIRES_ACTION', clientSecret: auth.clientSecret, intentRef: auth.id };
        if (auth.status === 'CANCELED') return { status: 'DECLINED', ...NOT_CONFIRMED };
        setupIntentId = auth.id;
      }
      return {
        status: 'SUCCEEDED',
        setupIntentId,
        providerRef: `${card.behavior === 'SAVED_CHARGES_DECLINE' ? DECLINING_CARD_PREFIX : 'sandbox_pm_'}${randomUUID()}`,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
    },
    // A saved card is charged, except one saved from 4000 0000 0000 0341 (its ref says so): declined, as Stripe does.
    async chargeSavedCard({ cardRef, amountCents }) {
      if (cardRef.startsWith(DECLINING_CARD_PREFIX))
        return { status: 'DECLINED', declineCode: 'card_declined', message: 'Your card was declined.', cardLast4: null };
      const feeCents = sandboxCardFee(amountCents);
      return { status: 'SUCCEEDED', providerRef: `sandbox_pi_${randomUUID()}`, cardBrand: null, cardLast4: null, feeCents };
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
