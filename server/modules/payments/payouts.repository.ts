import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, inTransaction, noteRead, type Ctx } from '#server/platform/context';
import { listPage, type OrderBy } from '#server/platform/db/list';
import { payoutsPolicy } from './payments.policy';

/**
 * Payouts (migrations 0028, 0044): commission sent to a payee's payout account, a partner's or a sales person's
 * (exactly one of the two per row); the payments module's table. Read and settled through the payouts policy (a
 * payee's own, every one for super admins); each payout sent or refused and each page shown leaves its audit row here,
 * naming the payee.
 */

const policy = (ctx: Ctx) => policyFilter(payoutsPolicy, ctx.actor);

/** Who a payout is paid to. */
export type Payee = { partnerId: string } | { salesPersonId: string };

export type PayoutRow = {
  id: string;
  amount_cents: number;
  status: 'PENDING' | 'SENT' | 'FAILED';
  failure_reason: string | null;
  created_at: Date;
};

const COLUMNS = ['id', 'amount_cents', 'status', 'failure_reason', 'created_at'] as const;

/** The payee's column and id: each list and sum reads its own index, (partner_id | sales_person_id, created_at, id). */
const payeeColumn = (payee: Payee) =>
  'salesPersonId' in payee ? (['sales_person_id', payee.salesPersonId] as const) : (['partner_id', payee.partnerId] as const);

/** The audit row's resource: the payee. */
const payeeResource = (payee: Payee) =>
  'salesPersonId' in payee
    ? { resourceType: 'sales_person', resourceId: payee.salesPersonId }
    : { resourceType: 'partner', resourceId: payee.partnerId };

/** Reserves a payout (PENDING), and its PAYOUT row naming the payee, with what they were owed. */
export const insertPayout = (
  ctx: Ctx,
  payee: Payee,
  values: { amount_cents: number; provider: string; created_by: string | null },
  owedCents: number,
) =>
  auditedChange(
    ctx,
    (db) =>
      db
        .insertInto('payouts')
        .values({
          ...values,
          ...('salesPersonId' in payee ? { sales_person_id: payee.salesPersonId } : { partner_id: payee.partnerId }),
          status: 'PENDING',
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow() as Promise<PayoutRow>,
    (payout) => ({
      action: 'PAYOUT',
      ...payeeResource(payee),
      details: { payoutId: payout.id, amountCents: values.amount_cents, owedCents },
    }),
  );

/**
 * The processor's answer to a payout (the policy is part of the UPDATE's WHERE); a refused one is FAILED, with its
 * PAYOUT_FAILED row naming the payee, in the same transaction.
 */
export const settlePayout = (
  ctx: Ctx,
  payee: Payee,
  id: string,
  outcome: { status: 'SENT'; providerRef: string } | { status: 'FAILED'; reason: string },
) =>
  inTransaction(ctx, async (tx) => {
    const row = (await tx.db
      .updateTable('payouts')
      .set(
        outcome.status === 'SENT'
          ? { status: 'SENT', provider_ref: outcome.providerRef, updated_at: new Date() }
          : { status: 'FAILED', failure_reason: outcome.reason, updated_at: new Date() },
      )
      .where('id', '=', id)
      .where(policy(tx))
      .returning(COLUMNS)
      .executeTakeFirstOrThrow()) as PayoutRow;
    if (outcome.status === 'FAILED')
      await tx.audit.record(tx.db, {
        action: 'PAYOUT_FAILED',
        ...payeeResource(payee),
        outcome: 'FAILURE',
        details: { payoutId: row.id, reason: outcome.reason },
      });
    return row;
  });

/** One page of a payee's payouts, paged and counted in SQL on (its column, created_at, id); noted as LIST payout. */
export async function listPayouts(ctx: Ctx, payee: Payee, page: { page: number; limit: number; orderBy: OrderBy }) {
  const [column, id] = payeeColumn(payee);
  const result = await listPage(
    ctx.db,
    ctx.db.selectFrom('payouts').where(column, '=', id).where(policy(ctx)),
    (q) => q.select(COLUMNS),
    page,
  );
  await noteRead(ctx, { action: 'LIST', resourceType: 'payout', details: { ...payee, count: result.rows.length } });
  return { ...result, rows: result.rows as PayoutRow[] };
}
