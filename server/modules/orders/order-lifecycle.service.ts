import type { Insertable } from 'kysely';
import { CONSENT_VERSIONS } from '#contracts/onboarding';
import type { AuditEntry } from '#server/platform/audit/audit';
import type { Ctx, DeniedAs } from '#server/platform/context';
import type { OrdersTable } from '#server/platform/db/schema';
import * as changes from './order-changes.repository';
import * as records from './order-records.repository';
import * as repo from './orders.repository';
import { orderSummaryView, patientNameOf, staffOrderSummaryView } from './orders.views';

/** What other modules do with orders: create them from an intake, pay them, send them to a pharmacy, feed them out. */

export type NewIntakeOrder = Pick<
  Insertable<OrdersTable>,
  'patient_id' | 'partner_id' | 'doctor_id' | 'intake_id' | 'kind' | 'product_variation_key' | 'plan_months' | 'amount_cents'
> & { screeningFlags: unknown[]; billedTo: 'PATIENT' | 'PARTNER' };

/**
 * An order from a submitted intake, under review, with the consents signed for it (a first order), audited as
 * `audit` (a checkout, a renewal). Billed to the patient it is paid (the checkout charged first); billed to the
 * partner it is unpaid until the partner's invoice that bills it is paid. Runs in the caller's transaction.
 */
export async function createIntakeOrder(
  ctx: Ctx,
  values: NewIntakeOrder,
  consent: { signedName: string } | null,
  audit: Pick<AuditEntry, 'action' | 'actorUserId' | 'details'>,
) {
  const { screeningFlags, billedTo, ...order } = values;
  const consents = (orderId: string) => {
    if (!consent) return [];
    const signed = {
      intake_id: values.intake_id!,
      order_id: orderId,
      signed_name: consent.signedName,
      ip: ctx.origin.ip,
      user_agent: ctx.origin.userAgent?.slice(0, 500) ?? null,
    };
    return [
      { ...signed, kind: 'TELEHEALTH' as const, text_version: CONSENT_VERSIONS.TELEHEALTH },
      { ...signed, kind: 'PRIVACY' as const, text_version: CONSENT_VERSIONS.PRIVACY },
    ];
  };
  return records.createIntakeOrder(
    ctx,
    {
      ...order,
      status: 'PENDING_REVIEW',
      billed_to: billedTo,
      payment_status: billedTo === 'PATIENT' ? 'PAID' : 'UNPAID',
      screening_flags: JSON.stringify(screeningFlags),
    },
    consents,
    audit,
  );
}

/** The newest order made from an intake, of those the caller sees (its patient, once the checkout made them one). */
export const orderOfIntake = (ctx: Ctx, intakeId: string) => repo.orderOfIntake(ctx, intakeId);

/** The patient's newest order, of those the caller sees. */
export const latestOrderOfPatient = (ctx: Ctx, patientId: string) => repo.latestOrderOfPatient(ctx, patientId);

/** The patient's newest renewal order not yet sent to a pharmacy, of those the caller sees (a refill check-in is due). */
export const openRenewalOfPatient = (ctx: Ctx, patientId: string) => repo.openRenewalOfPatient(ctx, patientId);

/** An order the caller may pay (a 404 is the caller's to answer), audited as `deniedAs` when it is not theirs. */
export const findPayableOrder = (ctx: Ctx, orderId: string, deniedAs: DeniedAs) => repo.findPayableOrder(ctx, orderId, deniedAs);

/** Orders billed to their partner whose invoice was paid: paid, in the transaction that records the invoice's charge. */
export const markPaidByPartner = (ctx: Ctx, orderIds: string[]) => changes.markPaidByPartner(ctx, orderIds);

/** Records the outcome of a charge on an order the caller read with `findPayableOrder`; audited with the payment. */
export const setPaymentStatus = (ctx: Ctx, orderId: string, status: 'PAID' | 'FAILED') => changes.setPaymentStatus(ctx, orderId, status);

/** The order a refund is owed on: whose it is and its number. */
export const orderForRefund = (ctx: Ctx, orderId: string) => repo.orderForRefund(ctx, orderId);

/** An order the caller sees, to refund part of it, or undefined. */
export const findOrderForRefund = (ctx: Ctx, orderId: string) => repo.findOrderForRefund(ctx, orderId);

/** A refund went through: the order's payment is REFUNDED (only a denied or canceled, paid order's). In the caller's transaction. */
export const markRefunded = (ctx: Ctx, orderId: string) => changes.markRefunded(ctx, orderId);

/** An administrator's refunds gave back all the order's payments: the order's payment is REFUNDED. In the caller's transaction. */
export const markRefundedInFull = (ctx: Ctx, orderId: string) => changes.markRefundedInFull(ctx, orderId);

/** A refund the processor refused: the order stays paid and is flagged for an administrator. In the caller's transaction. */
export const flagForAdmin = (ctx: Ctx, orderId: string, reason: 'REFUND_FAILED') => changes.flagForAdmin(ctx, orderId, reason);

/** An order the caller sees, with what a prescription needs from it. */
export const findOrderForPrescription = (ctx: Ctx, orderId: string, deniedAs: DeniedAs) =>
  repo.findOrderForPrescription(ctx, orderId, deniedAs);
export type OrderForPrescription = NonNullable<Awaited<ReturnType<typeof repo.findOrderForPrescription>>>;

/**
 * Moves an order forward with its prescription (sent, shipped with its tracking number, delivered); an order that
 * went further already keeps its status. Runs in the caller's transaction, audited with the prescription's change.
 */
export const followPrescription = (
  ctx: Ctx,
  orderId: string,
  to: 'SENT_TO_PHARMACY' | 'SHIPPED' | 'DELIVERED',
  trackingNumber?: string | null,
) => changes.moveOrder(ctx, orderId, FOLLOWS[to], trackingNumber);

const FOLLOWS = { SENT_TO_PHARMACY: 'sendToPharmacy', SHIPPED: 'ship', DELIVERED: 'deliver' } as const;

export type FeedOwner = repo.FeedOwner;

/** A webhook feed's new orders: the owner's patients' orders created after `after`, oldest first, with the patient's name. */
export async function feedOrders(ctx: Ctx, owner: FeedOwner, after: Date, limit: number, feedId: string) {
  const rows = await repo.feedOrders(ctx, owner, after, limit, feedId);
  return rows.map((r) => ({ ...orderSummaryView(r), patientName: patientNameOf(r) }));
}

/** A patient's orders as staff see them, newest first. */
export const staffOrdersOfPatient = async (ctx: Ctx, patientId: string) =>
  (await repo.staffOrdersOfPatient(ctx, patientId)).map(staffOrderSummaryView);

/** The patient's newest submitted intake, through the order it created. */
export const latestSubmittedIntake = (ctx: Ctx, patientId: string) => repo.latestSubmittedIntake(ctx, patientId);

/** A patient's orders as events of their history (the patients module's timeline). */
export const orderEvents = (ctx: Ctx, patientId: string) => repo.orderEvents(ctx, patientId);
