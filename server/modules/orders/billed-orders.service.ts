import type { Ctx } from '#server/platform/context';
import * as repo from './billed-orders.repository';

/** The partner-billed orders in treatment made before `to` and not invoiced yet, each with its partner (system work). */
export async function partnerBilledOrders(ctx: Ctx, range: { to: Date }) {
  if (ctx.actor.kind !== 'system') throw new Error('partnerBilledOrders is system work (the invoice generation pass)');
  const rows = await repo.partnerBilledOrders(ctx, range);
  return rows.map((r) => ({ ...r, partner_id: r.partner_id as string }));
}

/** One order for an administrator's "invoice it now" (the invoices module checks who pays and whether it is billed). */
export async function billableOrder(ctx: Ctx, orderId: string) {
  if (ctx.actor.kind !== 'user' || ctx.actor.role !== 'SUPER_ADMIN') throw new Error('billableOrder is an administrator’s read');
  return repo.billableOrder(ctx, orderId);
}
