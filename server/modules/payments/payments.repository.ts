// Read-only joins: a module writes only its own tables, but a repository may JOIN another module's table, read-only,
// for a projection or an access rule. Here: orders (whose payment it is, for the payments policy; its commission rates
// for the ledger) and invoices (the partner an invoice's charge pays for).
import { sql } from 'kysely';
import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, inTransaction, type Ctx } from '#server/platform/context';
import { paymentsPolicy, subscriptionsPolicy } from './payments.policy';

/**
 * The payments ledger: one row per idempotency key, claimed before the processor is called (the key is the
 * permission: a checkout's charge has no order yet for a policy to judge). A charge's outcome and a subscription are
 * recorded with their audit row here; an order's payments are read through the payments policy.
 */

export const findPaymentByKey = (ctx: Ctx, key: string) =>
  ctx.db.selectFrom('payments').selectAll().where('idempotency_key', '=', key).executeTakeFirst();

/** Claims an idempotency key; undefined when another request holds it already. */
export const claimPayment = (
  ctx: Ctx,
  values: {
    key: string;
    intakeId: string | null;
    orderId: string | null;
    invoiceId: string | null;
    amountCents: number;
    provider: string;
    requestHash: string;
  },
) =>
  ctx.db
    .insertInto('payments')
    .values({
      idempotency_key: values.key,
      intake_id: values.intakeId,
      order_id: values.orderId,
      invoice_id: values.invoiceId,
      amount_cents: values.amountCents,
      status: 'PENDING',
      provider: values.provider,
      request_hash: values.requestHash,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returningAll()
    .executeTakeFirst();

/**
 * Takes over a claim whose request died while the processor was answering (older than the lease): the retry asks the
 * processor again with the same key, which answers from its own record, so the card is never charged twice.
 */
export const takeOverStaleClaim = (ctx: Ctx, id: string, leaseSeconds: number) =>
  ctx.db
    .updateTable('payments')
    .set({ claimed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .where('claimed_at', '<', sql<Date>`now() - make_interval(secs => ${leaseSeconds})`)
    .returningAll()
    .executeTakeFirst();

/** Gives a claimed key back when the processor could not be asked: a retry with the key asks it again. */
export const releaseClaim = (ctx: Ctx, id: string) =>
  ctx.db.deleteFrom('payments').where('id', '=', id).where('status', '=', 'PENDING').execute();

/** What a charge's PAYMENT row says besides its outcome. */
export type ChargeFacts = { intakeId?: string; orderId?: string; invoiceId?: string; amountCents: number };

/** The processor's answer to a claimed charge, and its PAYMENT row (SUCCESS or FAILURE), in one transaction. */
export const settlePayment = (
  ctx: Ctx,
  id: string,
  values: {
    status: 'SUCCEEDED' | 'DECLINED';
    providerRef?: string | null;
    cardBrand?: string | null;
    cardLast4?: string | null;
    declineCode?: string | null;
    declineMessage?: string | null;
    /** The processor's fee on the charge; null while not known. */
    processorFeeCents?: number | null;
  },
  charge: ChargeFacts,
) =>
  auditedChange(
    ctx,
    (db) =>
      db
        .updateTable('payments')
        .set({
          status: values.status,
          provider_ref: values.providerRef ?? null,
          card_brand: values.cardBrand ?? null,
          card_last4: values.cardLast4 ?? null,
          decline_code: values.declineCode ?? null,
          decline_message: values.declineMessage ?? null,
          processor_fee_cents: values.processorFeeCents ?? null,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    {
      action: 'PAYMENT',
      resourceType: 'payment',
      resourceId: id,
      outcome: values.status === 'SUCCEEDED' ? 'SUCCESS' : 'FAILURE',
      details: {
        intakeId: charge.intakeId ?? null,
        orderId: charge.orderId ?? null,
        ...(charge.invoiceId ? { invoiceId: charge.invoiceId } : {}),
        amountCents: charge.amountCents,
      },
    },
  );

/**
 * Locks a payment for the caller's transaction, with whether it was refunded: attaching it to an order and refunding
 * it as abandoned (refunds.repository.ts, under SKIP LOCKED) exclude each other. The refund is read by a second
 * statement, after the lock is held, so that it sees a refund committed while this waited.
 */
export async function lockPayment(ctx: Ctx, id: string) {
  const { db } = ctx;
  const payment = await db.selectFrom('payments').select(['id', 'order_id']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!payment) return undefined;
  const refund = await db.selectFrom('refunds').select('id').where('payment_id', '=', id).executeTakeFirst();
  return { ...payment, refunded: Boolean(refund) };
}

/** A charge made before its order existed (a checkout) now belongs to the order. */
export const attachToOrder = (ctx: Ctx, paymentId: string, orderId: string) =>
  ctx.db.updateTable('payments').set({ order_id: orderId }).where('id', '=', paymentId).execute();

/** The settled payments of an order the caller sees, oldest first. */
export const paymentsOfOrder = (ctx: Ctx, orderId: string) =>
  ctx.db
    .selectFrom('payments')
    .innerJoin('orders as o', 'o.id', 'payments.order_id')
    .select(['payments.id', 'payments.status', 'payments.amount_cents', 'payments.card_last4', 'payments.created_at'])
    .where(policyFilter(paymentsPolicy, ctx.actor))
    .where('payments.order_id', '=', orderId)
    .where('payments.status', '<>', 'PENDING')
    .orderBy('payments.created_at')
    .execute();

/**
 * One subscription per charge: a replay with the same payment returns the same subscription. Either way with its
 * SUBSCRIBE row, in one transaction.
 */
export const upsertSubscription = (ctx: Ctx, v: { paymentId: string; patientId: string; variationKey: string; planMonths: number }) =>
  inTransaction(ctx, async (tx) => {
    const existing = await tx.db
      .selectFrom('subscriptions as s')
      .selectAll('s')
      .where(policyFilter(subscriptionsPolicy, tx.actor))
      .where('s.provider_ref', '=', v.paymentId)
      .executeTakeFirst();
    const row =
      existing ??
      (await tx.db
        .insertInto('subscriptions')
        .values({
          patient_id: v.patientId,
          product_variation_key: v.variationKey,
          plan_months: v.planMonths,
          provider_ref: v.paymentId,
          current_period_end: sql<Date>`now() + make_interval(months => ${v.planMonths})`,
        })
        .returningAll()
        .executeTakeFirstOrThrow());
    await tx.audit.record(tx.db, { action: 'SUBSCRIBE', resourceType: 'subscription', resourceId: row.id, patientId: v.patientId });
    return row;
  });

/** The charges of a partner invoice, newest first (payments_invoice_idx). */
export const paymentsOfInvoice = (ctx: Ctx, invoiceId: string) =>
  ctx.db
    .selectFrom('payments')
    .select(['id', 'status', 'amount_cents', 'card_last4', 'decline_message', 'created_at'])
    .where('invoice_id', '=', invoiceId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** A patient's settled payments (received or declined) as events of their history, through their orders (payments_order_idx). */
export const paymentEvents = (ctx: Ctx, patientId: string) =>
  ctx.db
    .selectFrom('payments')
    .innerJoin('orders as o', 'o.id', 'payments.order_id')
    .where(policyFilter(paymentsPolicy, ctx.actor))
    .where('o.patient_id', '=', patientId)
    .where('payments.status', '<>', 'PENDING')
    .select([
      sql<string>`'PAYMENT'`.as('kind'),
      sql<string>`payments.id::text`.as('id'),
      'payments.created_at as at',
      sql<string>`case when payments.status = 'SUCCEEDED' then 'Payment received' else 'Payment declined' end`.as('title'),
      sql<
        string | null
      >`'$' || to_char(payments.amount_cents / 100.0, 'FM999,999,990.00') || coalesce(' with the card ending ' || payments.card_last4, '')`.as(
        'detail',
      ),
      sql<string | null>`payments.order_id`.as('order_id'),
    ]);

/**
 * A charge as the ledger posts it (ledger.service.ts PaymentFacts): the payment, the order it pays with the order's
 * commission rates, and the partner of the invoice it pays. Read in the posting's transaction, no policy: the caller
 * has just settled or attached the charge.
 */
export const ledgerFacts = (ctx: Ctx, paymentId: string) =>
  ctx.db
    .selectFrom('payments as p')
    .leftJoin('orders as o', 'o.id', 'p.order_id')
    .leftJoin('invoices as i', 'i.id', 'p.invoice_id')
    .select([
      'p.id',
      'p.status',
      'p.amount_cents',
      'p.processor_fee_cents',
      'p.created_at',
      'p.invoice_id',
      'i.partner_id as invoice_partner_id',
    ])
    .select(['o.id as order_id', 'o.number as order_number', 'o.billed_to', 'o.partner_id', 'o.sales_person_id'])
    .select(['o.commission_rate_bps', 'o.sales_commission_rate_bps'])
    .where('p.id', '=', paymentId)
    .executeTakeFirstOrThrow();
