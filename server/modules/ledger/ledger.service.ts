import type { Ctx } from '#server/platform/context';
import type { LedgerAccount } from '#server/platform/db/schema';
import * as repo from './ledger.repository';
import type { Leg, Party } from './ledger.repository';

export type { Earner, Party } from './ledger.repository';

/**
 * The money events (README, "The ledger"), each posted in the caller's transaction, the one that records the event,
 * under a source key unique to the event (a retry posts nothing twice). The keys and legs are those the migration's
 * `postExistingMoney` (migration 0046) writes for rows made before the ledger: change both together.
 *
 * Signs: a credit is positive, a debit negative; commission payable to a party is positive, a receivable negative.
 */

/** A settled charge as its postings need it, read by the payments module (which owns payments) with its order's rates. */
export type PaymentFacts = {
  id: string;
  status: string;
  amount_cents: number;
  /** What the processor kept of the charge (migration 0055); null while not known. */
  processor_fee_cents: number | null;
  created_at: Date;
  invoice_id: string | null;
  invoice_partner_id: string | null;
  order_id: string | null;
  order_number: number | null;
  billed_to: 'PATIENT' | 'PARTNER' | null;
  partner_id: string | null;
  sales_person_id: string | null;
  commission_rate_bps: number | null;
  sales_commission_rate_bps: number | null;
};

/** A refund as its postings need it, with the charge it gives back. */
export type RefundFacts = {
  id: string;
  order_id: string | null;
  amount_cents: number;
  reason: string;
  /** An administrator's reason (reason ADMIN). */
  note: string | null;
  /** What earlier refunds of the same payment gave back. */
  refunded_before_cents: number;
  status: string;
  created_at: Date;
  settled_at: Date | null;
  payment: PaymentFacts;
};

/** Commission in cents on `cents` at `rateBps`: half up, per movement, so that a full reversal takes back exactly what was earned. */
const commissionOn = (cents: number, rateBps: number | null) => Math.floor((cents * (rateBps ?? 0) + 5000) / 10000);

/** `cents` moved between two of the platform's own accounts (no party's): debited to `debit`, credited to `credit`. */
const between = (debit: LedgerAccount, credit: LedgerAccount, cents: number): Leg[] => [
  { account: debit, partyId: null, amountCents: -cents },
  { account: credit, partyId: null, amountCents: cents },
];

/** The commission a payment earns its order's partner and sales person: only a patient's own payment of an order. */
function commissionLegs(facts: PaymentFacts, cents: number, sign: 1 | -1, beforeCents = 0): Leg[] {
  if (!facts.order_id || facts.invoice_id || facts.billed_to !== 'PATIENT') return [];
  // On the running total: the commission on (before + cents) less the commission on before, so that parts add up to the whole.
  const between = (rateBps: number | null) => commissionOn(beforeCents + cents, rateBps) - commissionOn(beforeCents, rateBps);
  const partner = facts.partner_id ? between(facts.commission_rate_bps) : 0;
  const sales = facts.sales_person_id ? between(facts.sales_commission_rate_bps) : 0;
  if (partner + sales === 0) return [];
  return [
    { account: 'PARTNER_COMMISSION_PAYABLE', partyId: facts.partner_id, amountCents: sign * partner },
    { account: 'SALES_COMMISSION_PAYABLE', partyId: facts.sales_person_id, amountCents: sign * sales },
    { account: 'PLATFORM_REVENUE', partyId: null, amountCents: -sign * (partner + sales) },
  ];
}

/**
 * The processor's fee (a charge's, a lost dispute's): the platform's expense, out of what the processor holds for us,
 * so that the clearing account is what the processor will pay out. A refund does not give it back (Stripe keeps it).
 */
const processorFee = (
  ctx: Ctx,
  fee: { sourceKey: string; memo: string; cents: number | null; occurredAt: Date; orderId: string | null; paymentId: string },
) =>
  fee.cents
    ? repo.post(ctx, {
        kind: 'PROCESSOR_FEE',
        sourceKey: fee.sourceKey,
        memo: fee.memo,
        occurredAt: fee.occurredAt,
        orderId: fee.orderId,
        paymentId: fee.paymentId,
        legs: between('PROCESSOR_FEES', 'PROCESSOR_CLEARING', fee.cents),
      })
    : Promise.resolve(null);

/**
 * A charge the processor captured (a SUCCEEDED payment): the money is at the processor, as revenue or as the partner's
 * invoice paid; the processor's fee on it where known (PROCESSOR_FEE); and, when it pays an order, the commission it
 * earns, on the amount charged, fee or not (also posted when a checkout's charge is attached to its order later,
 * `commissionOnPayment`).
 */
export async function chargeCaptured(ctx: Ctx, facts: PaymentFacts) {
  if (facts.status !== 'SUCCEEDED') return;
  await repo.post(ctx, {
    kind: 'CHARGE_CAPTURED',
    sourceKey: `charge:${facts.id}`,
    memo: facts.invoice_id ? 'Invoice charge captured' : 'Charge captured',
    occurredAt: facts.created_at,
    orderId: facts.order_id,
    paymentId: facts.id,
    invoiceId: facts.invoice_id,
    legs: [
      { account: 'PROCESSOR_CLEARING', partyId: null, amountCents: -facts.amount_cents },
      facts.invoice_id && facts.invoice_partner_id
        ? { account: 'PARTNER_RECEIVABLE', partyId: facts.invoice_partner_id, amountCents: facts.amount_cents }
        : { account: 'PLATFORM_REVENUE', partyId: null, amountCents: facts.amount_cents },
    ],
  });
  await processorFee(ctx, {
    sourceKey: `fee:${facts.id}`,
    memo: 'Processor fee',
    cents: facts.processor_fee_cents,
    occurredAt: facts.created_at,
    orderId: facts.order_id,
    paymentId: facts.id,
  });
  await commissionEarned(ctx, facts);
}

/** A settled charge now belongs to its order (a checkout, a renewal): the commission it earns. */
export async function commissionOnPayment(ctx: Ctx, facts: PaymentFacts) {
  if (facts.status === 'SUCCEEDED') await commissionEarned(ctx, facts);
}

const commissionEarned = (ctx: Ctx, facts: PaymentFacts) =>
  repo.post(ctx, {
    kind: 'COMMISSION_EARNED',
    sourceKey: `commission:${facts.id}`,
    memo: `Commission on order #${facts.order_number}`,
    occurredAt: facts.created_at,
    orderId: facts.order_id,
    paymentId: facts.id,
    legs: commissionLegs(facts, facts.amount_cents, 1),
  });

/**
 * Refunds queued (a denial, a cancellation, an abandoned checkout's charge): each is owed to the payer, out of revenue;
 * and the commission its payment earned is reversed, in proportion to the refund, in the same transaction.
 */
export async function refundsQueued(ctx: Ctx, refunds: readonly RefundFacts[]) {
  for (const refund of refunds) {
    await repo.post(ctx, {
      kind: 'REFUND_QUEUED',
      sourceKey: `refund:${refund.id}`,
      memo: (refund.reason === 'ADMIN'
        ? `Refund owed (by an administrator: ${refund.note ?? ''})`
        : `Refund owed (${refund.reason.toLowerCase()})`
      ).slice(0, 500),
      occurredAt: refund.created_at,
      orderId: refund.order_id,
      paymentId: refund.payment.id,
      refundId: refund.id,
      legs: between('PLATFORM_REVENUE', 'REFUNDS_PAYABLE', refund.amount_cents),
    });
    const facts = refund.payment;
    if (facts.status !== 'SUCCEEDED') continue;
    await repo.post(ctx, {
      kind: 'COMMISSION_REVERSED',
      // The refund that closes a payment (at most one) keeps the payment's key, as migration 0046 posts it; an
      // administrator's refunds, several per payment, are keyed by refund.
      sourceKey: refund.reason === 'ADMIN' ? `commission-reversal:${facts.id}:${refund.id}` : `commission-reversal:${facts.id}`,
      memo: `Commission reversed on order #${facts.order_number}`,
      occurredAt: refund.created_at,
      orderId: facts.order_id,
      paymentId: facts.id,
      refundId: refund.id,
      legs: commissionLegs(facts, refund.amount_cents, -1, refund.refunded_before_cents),
    });
  }
}

/** A chargeback as its postings need it: what the bank took back of a charge, and what was given back of it before. */
export type ChargebackFacts = {
  id: string;
  order_id: string;
  amount_cents: number;
  reference: string;
  /** The processor's dispute fee (migration 0055); null where the processor names none. */
  processor_fee_cents: number | null;
  created_at: Date;
  returned_before_cents: number;
  payment: PaymentFacts;
};

/**
 * A chargeback (a dispute lost): the bank took the money back through the processor, out of revenue (the clearing
 * account's money left, as a refund paid back does); the processor's dispute fee where known; and the commission of
 * that part of the charge is reversed, on the running total of what the charge gave back, in the same transaction.
 */
export async function chargebackPosted(ctx: Ctx, chargeback: ChargebackFacts) {
  const facts = chargeback.payment;
  await repo.post(ctx, {
    kind: 'CHARGEBACK',
    sourceKey: `chargeback:${chargeback.id}`,
    memo: `Chargeback ${chargeback.reference}`.slice(0, 500),
    occurredAt: chargeback.created_at,
    orderId: chargeback.order_id,
    paymentId: facts.id,
    legs: between('PLATFORM_REVENUE', 'PROCESSOR_CLEARING', chargeback.amount_cents),
  });
  await processorFee(ctx, {
    sourceKey: `chargeback-fee:${chargeback.id}`,
    memo: `Dispute fee ${chargeback.reference}`.slice(0, 500),
    cents: chargeback.processor_fee_cents,
    occurredAt: chargeback.created_at,
    orderId: chargeback.order_id,
    paymentId: facts.id,
  });
  await repo.post(ctx, {
    kind: 'COMMISSION_REVERSED',
    sourceKey: `commission-reversal:${facts.id}:chargeback:${chargeback.id}`,
    memo: `Commission reversed on order #${facts.order_number} (chargeback)`,
    occurredAt: chargeback.created_at,
    orderId: facts.order_id,
    paymentId: facts.id,
    legs: commissionLegs(facts, chargeback.amount_cents, -1, chargeback.returned_before_cents),
  });
}

/** A refund the processor made: the money left the processor. A refused one stays owed (refunds payable) for an administrator. */
export async function refundSettled(ctx: Ctx, refund: RefundFacts) {
  if (refund.status !== 'SUCCEEDED') return;
  await repo.post(ctx, {
    kind: 'REFUND_SETTLED',
    sourceKey: `refund-settled:${refund.id}`,
    memo: 'Refund paid back',
    occurredAt: refund.settled_at ?? refund.created_at,
    orderId: refund.order_id,
    paymentId: refund.payment.id,
    refundId: refund.id,
    legs: between('REFUNDS_PAYABLE', 'PROCESSOR_CLEARING', refund.amount_cents),
  });
}

const partyOf = (party: Party) => ('salesPersonId' in party ? party.salesPersonId : party.partnerId);

/** A payout reserved (PENDING): it leaves the payee's balance for the payouts in transit. */
export const payoutReserved = (ctx: Ctx, party: Party, payout: { id: string; amount_cents: number; created_at: Date }) =>
  repo.post(ctx, {
    kind: 'PAYOUT_RESERVED',
    sourceKey: `payout:${payout.id}`,
    memo: 'Payout',
    occurredAt: payout.created_at,
    payoutId: payout.id,
    legs: [
      { ...repo.payableOf(party), amountCents: -payout.amount_cents },
      { account: 'PAYOUTS_IN_TRANSIT', partyId: partyOf(party), amountCents: payout.amount_cents },
    ],
  });

/** A payout the processor sent leaves through it; one it refused comes back to the payee's balance. */
export const payoutSettled = (
  ctx: Ctx,
  party: Party,
  payout: { id: string; amount_cents: number; status: 'PENDING' | 'SENT' | 'FAILED'; failure_reason: string | null },
) => {
  if (payout.status === 'PENDING') return Promise.resolve(null);
  const inTransit: Leg = { account: 'PAYOUTS_IN_TRANSIT', partyId: partyOf(party), amountCents: -payout.amount_cents };
  return payout.status === 'SENT'
    ? repo.post(ctx, {
        kind: 'PAYOUT_SENT',
        sourceKey: `payout-sent:${payout.id}`,
        memo: 'Payout sent',
        payoutId: payout.id,
        legs: [inTransit, { account: 'PROCESSOR_CLEARING', partyId: null, amountCents: payout.amount_cents }],
      })
    : repo.post(ctx, {
        kind: 'PAYOUT_FAILED',
        sourceKey: `payout-failed:${payout.id}`,
        memo: `Payout failed: ${payout.failure_reason ?? 'refused'}`.slice(0, 500),
        payoutId: payout.id,
        legs: [inTransit, { ...repo.payableOf(party), amountCents: payout.amount_cents }],
      });
};

/**
 * An invoice issued or changed (an item's amount, combined, withdrawn, void): the partner owes its total (nothing once
 * void). Posts the difference from what the ledger holds for it, the first time as INVOICE_ISSUED. The caller holds
 * the invoice's row lock, so two changes cannot post the same sequence number.
 */
export async function invoiceChanged(
  ctx: Ctx,
  invoice: { id: string; number: number; partner_id: string; status: string; total_cents: number },
) {
  const posted = await repo.invoicePosted(ctx, invoice.id);
  const owed = invoice.status === 'VOID' ? 0 : invoice.total_cents;
  const difference = owed - posted.owedCents;
  if (difference === 0) return;
  await repo.post(ctx, {
    kind: posted.postings === 0 ? 'INVOICE_ISSUED' : 'INVOICE_ADJUSTED',
    sourceKey: `invoice:${invoice.id}:${posted.postings + 1}`,
    memo: posted.postings === 0 ? `Invoice ${invoice.number} issued` : `Invoice ${invoice.number} changed`,
    invoiceId: invoice.id,
    legs: [
      { account: 'PARTNER_RECEIVABLE', partyId: invoice.partner_id, amountCents: -difference },
      { account: 'PLATFORM_REVENUE', partyId: null, amountCents: difference },
    ],
  });
}

/** A party's payout figures from its commission payable: earned net of reversals, paid out, and owed (the balance). */
export async function payableBalance(ctx: Ctx, party: Party) {
  const { earnedCents, paidOutCents, balanceCents } = await repo.payableSummary(ctx, party);
  return { earnedCents, paidOutCents, owedCents: Math.max(0, balanceCents) };
}

export const listCommissionLines = repo.listCommissionLines;
export const commissionByPeriod = repo.commissionByPeriod;
export const totalsByPartner = repo.totalsByPartner;
export type { CommissionLine } from './ledger.repository';
