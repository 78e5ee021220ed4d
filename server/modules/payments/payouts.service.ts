import type { PartnerTransactionsQuery } from '../../../contracts/partner';
import type { Payout, PayoutBalance, SendPayoutBody } from '../../../contracts/payouts';
import { inTransaction, userOf, type Ctx } from '../../platform/context';
import { sortOf } from '../../platform/db/list';
import { notFound, serviceUnavailable, unprocessable } from '../../platform/errors';
import { lockPartnerPayoutAccount } from '../accounts/partner-admin.service';
import { ownCommissionRate } from '../accounts/partner-profile.service';
import { commissionTotal } from './commissions.repository';
import * as repo from './payouts.repository';

/**
 * Partner payouts (README, "Custom pricing and payouts"): an administrator sends a partner the commission it is owed,
 * owed = commission earned (the payments ledger) − payouts sent or pending. A payout is never more than that: the
 * partner's row is locked while the amount is checked and the payout reserved (PENDING), so two at once run one after
 * the other and the second sees the first. The money then goes through the payments adapter (Stripe: a Connect
 * transfer, keyed by the payout's id); a refusal marks it FAILED (it no longer counts), an unreachable processor
 * leaves it PENDING (it still counts: nothing is ever sent twice) for a person to check.
 */

const dollars = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

const view = (r: repo.PayoutRow): Payout => ({
  id: r.id,
  amountCents: r.amount_cents,
  status: r.status,
  failureReason: r.failure_reason,
  createdAt: new Date(r.created_at).toISOString(),
});

/** What a partner earned, was sent and is still owed, in cents. */
export async function payoutBalance(ctx: Ctx, partnerId: string): Promise<PayoutBalance> {
  const earnedCents = await commissionTotal(ctx, partnerId);
  const paidOutCents = await repo.paidOutCents(ctx.db, partnerId);
  return { earnedCents, paidOutCents, owedCents: Math.max(0, earnedCents - paidOutCents) };
}

/** POST /super-admin/gym-owners/{id}/payout: `amountCents`, or everything owed. */
export async function sendPayout(ctx: Ctx, partnerId: string, body: SendPayoutBody) {
  const admin = userOf(ctx);
  const reserved = await inTransaction(ctx, async (tx) => {
    const partner = await lockPartnerPayoutAccount(tx, partnerId);
    if (!partner) throw notFound('Gym owner not found');
    if (partner.payout_account_status !== 'ACTIVE' || !partner.payout_account_ref)
      throw unprocessable(
        'This partner has not connected a payout account yet: they connect it on their Payout details page',
        'NO_PAYOUT_ACCOUNT',
      );
    const balance = await payoutBalance(tx, partnerId);
    if (balance.owedCents <= 0)
      throw unprocessable('Nothing is owed to this partner: every commission earned was paid out', 'NOTHING_OWED');
    const amountCents = body?.amountCents ?? balance.owedCents;
    if (amountCents > balance.owedCents)
      throw unprocessable(
        `A payout can be at most what this partner is owed, ${dollars(balance.owedCents)}; ${dollars(amountCents)} is more`,
        'MORE_THAN_OWED',
      );
    const payout = await repo.insertPayout(tx.db, {
      partner_id: partnerId,
      amount_cents: amountCents,
      provider: tx.deps.payments.name,
      created_by: admin.userId,
    });
    await tx.audit.record(tx.db, {
      action: 'PAYOUT',
      resourceType: 'partner',
      resourceId: partnerId,
      details: { payoutId: payout.id, amountCents, owedCents: balance.owedCents },
    });
    return { payout, accountRef: partner.payout_account_ref, businessName: partner.business_name };
  });

  let result;
  try {
    result = await ctx.deps.payments.createPayout({
      accountRef: reserved.accountRef,
      amountCents: reserved.payout.amount_cents,
      description: `Commission payout to ${reserved.businessName}`,
      idempotencyKey: `payout-${reserved.payout.id}`,
    });
  } catch (error) {
    ctx.deps.log.error({ err: error, payoutId: reserved.payout.id }, 'payout: processor unreachable, left PENDING');
    throw serviceUnavailable(
      'The payment processor could not be reached. The payout is kept as pending (it counts as sent) until someone checks it with the processor.',
    );
  }
  const settled = await inTransaction(ctx, async (tx) => {
    const outcome =
      result.status === 'SENT'
        ? { status: 'SENT' as const, providerRef: result.providerRef }
        : { status: 'FAILED' as const, reason: result.message };
    const row = await repo.settlePayout(tx.db, reserved.payout.id, outcome);
    if (outcome.status === 'FAILED')
      await tx.audit.record(tx.db, {
        action: 'PAYOUT_FAILED',
        resourceType: 'partner',
        resourceId: partnerId,
        outcome: 'FAILURE',
        details: { payoutId: row.id, reason: outcome.reason },
      });
    return row;
  });
  if (result.status === 'REFUSED') throw unprocessable(`The payment processor refused the payout: ${result.message}`, 'PAYOUT_REFUSED');
  return { payout: view(settled), balance: await payoutBalance(ctx, partnerId) };
}

/** GET /gym-owner/transactions?kind=PAYOUT: the payouts the signed-in partner received, newest first, and its balance. */
export async function listOwnPayouts(ctx: Ctx, query: PartnerTransactionsQuery) {
  const { partnerId } = await ownCommissionRate(ctx);
  const orderBy = sortOf(query.sort, { occurredAt: 'created_at' }, 'id');
  const { rows, total } = await repo.listPayouts(ctx.db, partnerId, { page: query.page, limit: query.limit, orderBy });
  await ctx.audit.noteRead(ctx.db, { action: 'LIST', resourceType: 'payout', details: { partnerId, count: rows.length } });
  return {
    kind: 'PAYOUT' as const,
    items: rows.map(view),
    total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(total / query.limit),
    balance: await payoutBalance(ctx, partnerId),
  };
}
