import { inTransaction, type Ctx } from '#server/platform/context';
import * as ledger from '#server/modules/ledger/ledger.service';
import { partnerBilledOrders } from '#server/modules/orders/billed-orders.service';
import * as changes from './invoice-changes.repository';
import { processingFeeCents } from './invoices.views';

const DAY = 86_400_000;
/** Days after the period's last day that an invoice is due. */
export const DUE_AFTER_DAYS = 15;

const utcDay = (text: string) => new Date(`${text}T00:00:00.000Z`);
const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** The previous calendar month (UTC) of `now`: the monthly pass's period. */
export function previousMonth(now = new Date()) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { periodStart: dayText(start), periodEnd: dayText(end) };
}

/**
 * Bills each partner's partner-billed orders made by the period's end (whole days, UTC), approved by the doctor and
 * not invoiced yet (an order approved after its own month's pass comes with the next): one OPEN invoice per partner, each order an item at its amount, the processing fee on the subtotal, due
 * DUE_AFTER_DAYS after the period's end, with a CREATED activity; all in one transaction, serialized with any other
 * pass. Running it again creates nothing (an order is invoiced once). System work: returns how many it created.
 */
export async function generateInvoices(ctx: Ctx, period: { periodStart: string; periodEnd: string }) {
  if (ctx.actor.kind !== 'system') throw new Error('generateInvoices is system work');
  const to = new Date(utcDay(period.periodEnd).getTime() + DAY);
  const dueOn = dayText(new Date(utcDay(period.periodEnd).getTime() + DUE_AFTER_DAYS * DAY));
  return inTransaction(ctx, async (tx) => {
    await changes.lockGeneration(tx);
    const orders = await partnerBilledOrders(tx, { to });
    const byPartner = new Map<string, typeof orders>();
    for (const order of orders) {
      byPartner.set(order.partner_id, [...(byPartner.get(order.partner_id) ?? []), order]);
    }
    let invoices = 0;
    for (const [partnerId, items] of byPartner) {
      const subtotalCents = items.reduce((sum, o) => sum + o.amount_cents, 0);
      const invoice = { partnerId, ...period, subtotalCents, feesCents: processingFeeCents(subtotalCents), dueOn };
      const created = await changes.insertPeriodInvoice(tx, invoice, items);
      await ledger.invoiceChanged(tx, await changes.invoiceForLedger(tx, created.id));
      invoices += 1;
    }
    return { invoices };
  });
}
