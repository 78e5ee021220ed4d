import type { PartnerTransactionsQuery } from '#contracts/commissions';
import type { Payout, PayoutBalance, SendPayoutBody } from '#contracts/payouts';
import { inTransaction, userOf, type Ctx } from '#server/platform/context';
import { sortOf } from '#server/platform/db/list';
import { notFound, serviceUnavailable, unprocessable } from '#server/platform/errors';
import { lockPartnerPayoutAccount } from '#server/modules/accounts/partner-admin.service';
import { ownCommissionRate } from '#server/modules/accounts/partner-profile.service';
import { ownSalesPerson } from '#server/modules/accounts/sales-profile.service';
import { salesPayee } from '#server/modules/accounts/sales-rate.service';
import * as ledger from '#server/modules/ledger/ledger.service';
import * as repo from './payouts.repository';

/**
 * Payouts (README, "Custom pricing and payouts", "Sales portal"): an administrator sends a payee (a partner or a sales
 * person) the commission they are owed, owed = commission earned (the payments ledger) − payouts sent or pending. A
 * payout is never more than that: the payee's row is locked while the amount is checked and the payout reserved
 * (PENDING), so two at once run one after the other and the second sees the first. The money then goes through the
 * payments adapter (Stripe: a Connect transfer, keyed by the payout's id); a refusal marks it FAILED (it no longer
 * counts), an unreachable processor leaves it PENDING (it still counts: nothing is ever sent twice) for a person to check.
 */

const dollars = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

const view = (r: repo.PayoutRow): Payout => ({
  id: r.id,
  amountCents: r.amount_cents,
  status: r.status,
  failureReason: r.failure_reason,
  createdAt: new Date(r.created_at).toISOString(),
});

/** A payee as a payout sees them, their row locked for the payout's transaction. */
type LockedPayee = { payee: repo.Payee; name: string; accountRef: string | null; accountStatus: string };

/** A kind of payee: how the messages name them, and how their row is found and locked. */
type PayeeKind = {
  noun: 'partner' | 'sales person';
  notFound: string;
  lock: (tx: Ctx) => Promise<LockedPayee | undefined>;
};

const partnerPayee = (partnerId: string): PayeeKind => ({
  noun: 'partner',
  notFound: 'Gym owner not found',
  lock: async (tx) => {
    const partner = await lockPartnerPayoutAccount(tx, partnerId);
    if (!partner) return undefined;
    const { business_name: name, payout_account_ref: accountRef, payout_account_status: accountStatus } = partner;
    return { payee: { partnerId }, name, accountRef, accountStatus };
  },
});

const salesPersonPayee = (userId: string): PayeeKind => ({
  noun: 'sales person',
  notFound: 'Sales person not found',
  lock: async (tx) => {
    const person = await salesPayee(tx, userId, true);
    if (!person) return undefined;
    return {
      payee: { salesPersonId: person.id },
      name: person.name,
      accountRef: person.payoutAccountRef,
      accountStatus: person.payoutAccountStatus,
    };
  },
});

/**
 * What a payee earned, was sent and is still owed, in cents, read from their commission payable in the ledger: the
 * balance is what is owed (a pending payout is already taken out of it; a failed one has given it back).
 */
export const balanceOf = (ctx: Ctx, payee: repo.Payee): Promise<PayoutBalance> => ledger.payableBalance(ctx, payee);

/** What a partner earned, was sent and is still owed, in cents. */
export const payoutBalance = (ctx: Ctx, partnerId: string) => balanceOf(ctx, { partnerId });

/** Reserves, sends and settles one payout to the payee: `amountCents`, or everything owed. */
async function pay(ctx: Ctx, kind: PayeeKind, body: SendPayoutBody) {
  const admin = userOf(ctx);
  const { noun } = kind;
  const reserved = await inTransaction(ctx, async (tx) => {
    const payee = await kind.lock(tx);
    if (!payee) throw notFound(kind.notFound);
    if (payee.accountStatus !== 'ACTIVE' || !payee.accountRef)
      throw unprocessable(
        `This ${noun} has not connected a payout account yet: they connect it on their Payout details page`,
        'NO_PAYOUT_ACCOUNT',
      );
    const balance = await balanceOf(tx, payee.payee);
    if (balance.owedCents <= 0)
      throw unprocessable(`Nothing is owed to this ${noun}: every commission earned was paid out`, 'NOTHING_OWED');
    const amountCents = body?.amountCents ?? balance.owedCents;
    if (amountCents > balance.owedCents)
      throw unprocessable(
        `A payout can be at most what this ${noun} is owed, ${dollars(balance.owedCents)}; ${dollars(amountCents)} is more`,
        'MORE_THAN_OWED',
      );
    const payout = await repo.insertPayout(
      tx,
      payee.payee,
      { amount_cents: amountCents, provider: tx.deps.payments.name, created_by: admin.userId },
      balance.owedCents,
    );
    await ledger.payoutReserved(tx, payee.payee, payout);
    return { payout, accountRef: payee.accountRef, name: payee.name, payee: payee.payee };
  });

  let result;
  try {
    result = await ctx.deps.payments.createPayout({
      accountRef: reserved.accountRef,
      amountCents: reserved.payout.amount_cents,
      description: `Commission payout to ${reserved.name}`,
      idempotencyKey: `payout-${reserved.payout.id}`,
    });
  } catch (error) {
    ctx.deps.log.error({ err: error, payoutId: reserved.payout.id }, 'payout: processor unreachable, left PENDING');
    throw serviceUnavailable(
      'The payment processor could not be reached. The payout is kept as pending (it counts as sent) until someone checks it with the processor.',
    );
  }
  const outcome =
    result.status === 'SENT'
      ? ({ status: 'SENT', providerRef: result.providerRef } as const)
      : ({ status: 'FAILED', reason: result.message } as const);
  // The payout leaves through the processor, or comes back to the payee's balance, with its settled row.
  const settled = await inTransaction(ctx, async (tx) => {
    const row = await repo.settlePayout(tx, reserved.payee, reserved.payout.id, outcome);
    await ledger.payoutSettled(tx, reserved.payee, row);
    return row;
  });
  if (result.status === 'REFUSED') throw unprocessable(`The payment processor refused the payout: ${result.message}`, 'PAYOUT_REFUSED');
  return { payout: view(settled), balance: await balanceOf(ctx, reserved.payee) };
}

/** POST /super-admin/gym-owners/{id}/payout: `amountCents`, or everything owed. */
export const sendPayout = (ctx: Ctx, partnerId: string, body: SendPayoutBody) => pay(ctx, partnerPayee(partnerId), body);

/** POST /super-admin/sales-people/{userId}/payout: as the partner's, to the sales person of that user account. */
export const sendSalesPayout = (ctx: Ctx, userId: string, body: SendPayoutBody) => pay(ctx, salesPersonPayee(userId), body);

/** One page of a payee's payouts (newest first unless asked otherwise), audited as LIST payout, and their balance. */
async function payoutsPage(ctx: Ctx, payee: repo.Payee, query: PartnerTransactionsQuery) {
  const orderBy = sortOf(query.sort, { occurredAt: 'created_at' }, 'id');
  const { rows, total } = await repo.listPayouts(ctx, payee, { page: query.page, limit: query.limit, orderBy });
  return {
    kind: 'PAYOUT' as const,
    items: rows.map(view),
    total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(total / query.limit),
    balance: await balanceOf(ctx, payee),
  };
}

/** GET /gym-owner/transactions?kind=PAYOUT: the payouts the signed-in partner received, newest first, and its balance. */
export async function listOwnPayouts(ctx: Ctx, query: PartnerTransactionsQuery) {
  const { partnerId } = await ownCommissionRate(ctx);
  return payoutsPage(ctx, { partnerId }, query);
}

/** GET /transactions?kind=PAYOUT (a sales person): the payouts they received, newest first, and their balance. */
export async function listOwnSalesPayouts(ctx: Ctx, query: PartnerTransactionsQuery) {
  const me = await ownSalesPerson(ctx);
  return payoutsPage(ctx, { salesPersonId: me.id }, query);
}

/** GET /super-admin/sales-people/{userId}/payouts: a sales person's payouts and balance, with their payout account's state. */
export async function listSalesPersonPayouts(ctx: Ctx, userId: string, query: PartnerTransactionsQuery) {
  const person = await salesPayee(ctx, userId);
  if (!person) throw notFound('Sales person not found');
  const page = await payoutsPage(ctx, { salesPersonId: person.id }, query);
  return { ...page, userId, name: person.name, payoutAccountStatus: person.payoutAccountStatus };
}
