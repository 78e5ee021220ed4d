import { userOf, type Ctx } from '#server/platform/context';
import { AppError, conflict, unprocessable } from '#server/platform/errors';
import * as orders from '#server/modules/orders/order-lifecycle.service';
import { defaultCard } from '#server/modules/payments/cards.service';
import { chargeOnce, declined, invoiceCharges, type Payment } from '#server/modules/payments/payments.service';
import * as changes from './invoice-changes.repository';
import { chargeStatus, findOrDeny } from './invoices.service';

/**
 * POST /gym-owner/invoices/{id}/charge: the partner pays an invoice with its default saved card. The charge goes
 * through the payments ledger under the key `invoice-<id>-<attempt>` (the attempt counts the declined ones), so that
 * two requests at once make one charge (the second finds the key claimed: 409, or the first's outcome) and a paid
 * invoice is never charged again. The outcome, the invoice's status, its activity and the audit rows commit together.
 */
export async function chargeInvoice(ctx: Ctx, id: string) {
  return (await chargeInvoiceOnce(ctx, id)).status;
}

/**
 * The charge itself, for the partner's "Pay", auto-billing and an administrator's charge (`payerUserId`: the
 * partner's owner, whose default card pays; the caller's own by default). `chargedNow` is false when the key's
 * outcome was recorded by an earlier request (a replay, or a racing request that charged first).
 */
export async function chargeInvoiceOnce(ctx: Ctx, id: string, payerUserId?: string) {
  const actor = userOf(ctx);
  const invoice = await findOrDeny(ctx, id, 'CHARGE');
  if (invoice.status === 'PAID') throw new AppError(409, 'INVOICE_PAID', 'This invoice is already paid');
  if (invoice.status === 'VOID') throw conflict('This invoice is void: there is nothing to pay');
  const card = await defaultCard(ctx, payerUserId);
  if (!card) throw unprocessable(payerUserId ? 'The partner has no default card' : 'Add a card to pay this invoice', 'NO_DEFAULT_CARD');
  const { settled } = await invoiceCharges(ctx, id);
  let chargedNow = false;
  const payment = await chargeOnce(ctx, {
    key: `invoice-${id}-${settled + 1}`,
    amountCents: invoice.total_cents,
    description: `Invoice INV-${invoice.number}`,
    request: { invoiceId: id, payment: { paymentMethodId: card.providerRef } },
    savedCard: { cardRef: card.providerRef, customerRef: card.customerRef, last4: card.last4 },
    onSettled: (tx, p) => {
      chargedNow = true;
      return settle(tx, id, p, actor.actorId);
    },
  });
  if (payment.status === 'DECLINED') throw declined(payment);
  return { status: await chargeStatus(ctx, id), chargedNow, amountCents: invoice.total_cents };
}

/** The charge's outcome on the invoice, under its row lock: PAID (once), or PAYMENT_FAILED with the processor's reason. */
async function settle(tx: Ctx, invoiceId: string, payment: Payment, actorUserId: string) {
  const locked = await changes.lockInvoice(tx, invoiceId);
  if (!locked || locked.status === 'PAID' || locked.status === 'VOID') return;
  await changes.settleCharge(tx, { id: invoiceId, status: locked.status }, payment, actorUserId);
  // The orders it bills are paid now, by their partner.
  if (payment.status === 'SUCCEEDED') await orders.markPaidByPartner(tx, await changes.orderIdsOf(tx, invoiceId));
}
