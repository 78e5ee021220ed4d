import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { passesLuhn } from '#contracts/card-number';
import type { Database } from '#server/platform/db/schema';

/**
 * The sandbox's side of Stripe.js: its tokenizer turns a test card into a payment method (`pm_...`) and keeps only
 * what the sandbox needs to charge it later (brand, last 4, expiry, and the test card's behavior, decided now from its
 * number), never the number or the CVC; and the card authentications (3-D Secure) it asks the browser for.
 */

export type CardBehavior = 'SUCCEEDS' | 'DECLINES' | 'REFUND_FAILS' | 'SAVED_CHARGES_DECLINE' | 'REQUIRES_AUTHENTICATION';

export type SandboxCard = {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behavior: CardBehavior;
  declineCode: string | null;
  declineMessage: string | null;
};

export type Authentication = {
  id: string;
  clientSecret: string;
  paymentMethodId: string;
  status: 'REQUIRES_ACTION' | 'SUCCEEDED' | 'CANCELED';
};

/** Where the sandbox keeps its payment methods and authentications: the database in the app, memory in a unit test. */
export interface SandboxCardStore {
  saveCard(card: SandboxCard): Promise<void>;
  findCard(id: string): Promise<SandboxCard | undefined>;
  /** The authentication asked for this request (a charge's idempotency key), made on the first ask. */
  authenticationFor(requestKey: string, make: () => Authentication): Promise<Authentication>;
  /** The browser's answer (confirmed or canceled) to the authentication with this client secret; undefined if unknown. */
  answer(clientSecret: string, status: 'SUCCEEDED' | 'CANCELED'): Promise<Authentication | undefined>;
}

/** Stripe's test cards, with the answers Stripe gives for them. */
const DECLINES: Record<string, { declineCode: string; message: string }> = {
  '4000000000000002': { declineCode: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { declineCode: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};
/** Stripe's test card whose charge succeeds and whose refund fails. */
const REFUND_FAILS = '4000000000005126';
/** Stripe's test card that attaches to a customer but whose later charges are declined. */
const ATTACHES_BUT_DECLINES = '4000000000000341';
/** Stripe's test card that asks for authentication (3-D Secure) on every charge and setup. */
export const REQUIRES_AUTHENTICATION = '4000002500003155';

/** Stripe's ready-made test payment methods (`pm_card_visa`, ...), usable without the tokenizer, as in Stripe's test mode. */
const STRIPE_TEST_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_refundFail: REFUND_FAILS,
  pm_card_chargeCustomerFail: ATTACHES_BUT_DECLINES,
  pm_card_authenticationRequiredOnSetup: REQUIRES_AUTHENTICATION,
};

const brandOf = (digits: string) =>
  digits.startsWith('4') ? 'visa' : /^5[1-5]/.test(digits) ? 'mastercard' : /^3[47]/.test(digits) ? 'amex' : 'card';

function behaviorOf(digits: string): Pick<SandboxCard, 'behavior' | 'declineCode' | 'declineMessage'> {
  const decline = DECLINES[digits];
  if (decline) return { behavior: 'DECLINES', declineCode: decline.declineCode, declineMessage: decline.message };
  const behavior: CardBehavior =
    digits === REFUND_FAILS
      ? 'REFUND_FAILS'
      : digits === ATTACHES_BUT_DECLINES
        ? 'SAVED_CHARGES_DECLINE'
        : digits === REQUIRES_AUTHENTICATION
          ? 'REQUIRES_AUTHENTICATION'
          : 'SUCCEEDS';
  return { behavior, declineCode: null, declineMessage: null };
}

export type CardFields = { number: string; expMonth: number; expYear: number; cvc: string };
/** Stripe.js's errors for card fields it cannot use: `param` names the field. */
export type TokenizeError = { code: string; message: string; param: 'number' | 'exp_month' | 'exp_year' | 'cvc' };

/** Checks the card fields as Stripe.js does and makes the payment method; the number and CVC go no further. */
export function tokenize(fields: CardFields, now: Date): { card: SandboxCard } | { error: TokenizeError } {
  const digits = fields.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { error: { code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' } };
  }
  if (!Number.isInteger(fields.expMonth) || fields.expMonth < 1 || fields.expMonth > 12) {
    return { error: { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid.", param: 'exp_month' } };
  }
  const year = now.getUTCFullYear();
  if (!Number.isInteger(fields.expYear) || fields.expYear < year || fields.expYear > year + 50) {
    return { error: { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid.", param: 'exp_year' } };
  }
  if (fields.expYear === year && fields.expMonth < now.getUTCMonth() + 1) {
    return { error: { code: 'invalid_expiry_month', message: "Your card's expiration date is in the past.", param: 'exp_month' } };
  }
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) {
    return { error: { code: 'incomplete_cvc', message: "Your card's security code is incomplete.", param: 'cvc' } };
  }
  const card: SandboxCard = {
    id: `pm_${randomBytes(12).toString('hex')}`,
    brand: brandOf(digits),
    last4: digits.slice(-4),
    expMonth: fields.expMonth,
    expYear: fields.expYear,
    ...behaviorOf(digits),
  };
  return { card };
}

/** A payment method the sandbox knows: one its tokenizer made, or one of Stripe's ready-made test ones. */
export async function findSandboxCard(store: SandboxCardStore, id: string, now: Date): Promise<SandboxCard | undefined> {
  const digits = STRIPE_TEST_METHODS[id];
  if (!digits) return store.findCard(id);
  return { id, brand: brandOf(digits), last4: digits.slice(-4), expMonth: 12, expYear: now.getUTCFullYear() + 3, ...behaviorOf(digits) };
}

export const newAuthentication = (paymentMethodId: string, prefix: 'pi' | 'seti'): Authentication => {
  const id = `sandbox_${prefix}_${randomUUID()}`;
  return { id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`, paymentMethodId, status: 'REQUIRES_ACTION' };
};

/** The store of a unit test's bare sandbox: gone with the process. */
export function memoryCardStore(): SandboxCardStore {
  const cards = new Map<string, SandboxCard>();
  const auths = new Map<string, Authentication>();
  return {
    async saveCard(card) {
      cards.set(card.id, card);
    },
    async findCard(id) {
      return cards.get(id);
    },
    async authenticationFor(requestKey, make) {
      const found = auths.get(requestKey) ?? make();
      auths.set(requestKey, found);
      return found;
    },
    async answer(clientSecret, status) {
      const found = [...auths.values()].find((a) => a.clientSecret === clientSecret && a.status === 'REQUIRES_ACTION');
      if (found) found.status = status;
      return found ?? [...auths.values()].find((a) => a.clientSecret === clientSecret);
    },
  };
}

/** The app's store: in the database, so that every instance (and a restart) knows the ids the tokenizer gave out. */
export function databaseCardStore(db: Kysely<Database>): SandboxCardStore {
  const authOf = (r: { id: string; client_secret: string; payment_method_id: string; status: Authentication['status'] }) => ({
    id: r.id,
    clientSecret: r.client_secret,
    paymentMethodId: r.payment_method_id,
    status: r.status,
  });
  return {
    async saveCard(card) {
      await db
        .insertInto('sandbox_payment_methods')
        .values({
          id: card.id,
          brand: card.brand,
          last4: card.last4,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          behavior: card.behavior,
          decline_code: card.declineCode,
          decline_message: card.declineMessage,
        })
        .execute();
    },
    async findCard(id) {
      const row = await db.selectFrom('sandbox_payment_methods').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        brand: row.brand,
        last4: row.last4,
        expMonth: row.exp_month,
        expYear: row.exp_year,
        behavior: row.behavior,
        declineCode: row.decline_code,
        declineMessage: row.decline_message,
      };
    },
    async authenticationFor(requestKey, make) {
      const fresh = make();
      await db
        .insertInto('sandbox_authentications')
        .values({
          id: fresh.id,
          client_secret: fresh.clientSecret,
          request_key: requestKey,
          payment_method_id: fresh.paymentMethodId,
          status: fresh.status,
        })
        .onConflict((oc) => oc.column('request_key').doNothing())
        .execute();
      const row = await db
        .selectFrom('sandbox_authentications')
        .selectAll()
        .where('request_key', '=', requestKey)
        .executeTakeFirstOrThrow();
      return authOf(row);
    },
    async answer(clientSecret, status) {
      await db
        .updateTable('sandbox_authentications')
        .set({ status })
        .where('client_secret', '=', clientSecret)
        .where('status', '=', 'REQUIRES_ACTION')
        .execute();
      const row = await db.selectFrom('sandbox_authentications').selectAll().where('client_secret', '=', clientSecret).executeTakeFirst();
      return row ? authOf(row) : undefined;
    },
  };
}
