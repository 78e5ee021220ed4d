import { sql } from 'kysely';
import { inTransaction, recordEach, type Ctx } from '#server/platform/context';
import { ledgerFacts } from './payments.repository';

/**
 * Chargebacks (migration 0054): a payment the card holder's bank took back through the processor. Reached, as an
 * administrator's refunds are, through an order the caller found under the payments' rules (admin-refunds.service.ts),
 * with the order's payments locked in the caller's transaction.
 */

/**
 * Records chargebacks of an order (one per payment the amount is taken from: each is its own dispute at the processor,
 * with its own dispute fee), each with its CHARGEBACK_RECORDED row.
 */
export const insertChargebacks = (
  ctx: Ctx,
  order: { id: string; patient_id: string },
  parts: readonly { paymentId: string; amountCents: number }[],
  dispute: { reference: string; reason: string; processorFeeCents: number | null },
) =>
  inTransaction(ctx, async (tx) => {
    if (parts.length === 0) return [];
    const rows = await tx.db
      .insertInto('chargebacks')
      .values(
        parts.map((part) => ({
          payment_id: part.paymentId,
          order_id: order.id,
          amount_cents: part.amountCents,
          reference: dispute.reference,
          reason: dispute.reason,
          processor_fee_cents: dispute.processorFeeCents,
          created_by: tx.actor.kind === 'user' ? tx.actor.actorId : null,
        })),
      )
      .returning(['id', 'amount_cents'])
      .execute();
    await recordEach(tx, rows, (row) => ({
      action: 'CHARGEBACK_RECORDED',
      resourceType: 'chargeback',
      resourceId: row.id,
      patientId: order.patient_id,
      details: { orderId: order.id, reference: dispute.reference, amountCents: row.amount_cents },
    }));
    return rows;
  });

/** Whether this dispute reference was recorded on the order already (a processor reports a dispute once). */
export const referenceRecorded = async (ctx: Ctx, orderId: string, reference: string) =>
  Boolean(
    await ctx.db
      .selectFrom('chargebacks')
      .select('id')
      .where('order_id', '=', orderId)
      .where('reference', '=', reference)
      .executeTakeFirst(),
  );

/** Every chargeback of the order, oldest first. */
export const chargebackRowsOfOrder = (ctx: Ctx, orderId: string) =>
  ctx.db
    .selectFrom('chargebacks')
    .select(['id', 'amount_cents', 'reference', 'reason', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/**
 * Chargebacks as the ledger posts them, each with its charge's facts and what was given back of the same charge
 * before it (refunds and chargebacks): its commission is reversed on the running total, as a refund's is.
 */
export async function chargebackFactsOf(ctx: Ctx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('chargebacks as c')
    .innerJoin('payments as p', 'p.id', 'c.payment_id')
    .select(['c.id', 'c.payment_id', 'c.order_id', 'c.amount_cents', 'c.reference', 'c.processor_fee_cents', 'c.created_at'])
    .select('p.provider_ref')
    .select(
      sql<number>`(select coalesce(sum(r.amount_cents), 0)::int from refunds r where r.payment_id = c.payment_id)
        + (select coalesce(sum(e.amount_cents), 0)::int from chargebacks e where e.payment_id = c.payment_id
             and (e.created_at, e.id) < (c.created_at, c.id))`.as('returned_before_cents'),
    )
    .where('c.id', 'in', ids)
    .execute();
  return Promise.all(rows.map(async (r) => ({ ...r, payment: await ledgerFacts(ctx, r.payment_id) })));
}
