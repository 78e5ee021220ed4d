import type { Ctx } from '../../platform/context';
import * as repo from './billed-orders.repository';

/** The partner-billed orders in treatment made before `to` and not invoiced yet, each with its partner (system work). */
export async function partnerBilledOrders(ctx: Ctx, range: { to: Date }) {
  if (ctx.actor.kind !== 'system') throw new Error('partnerBilledOrders is system work (the invoice generation pass)');
  const rows = await repo.partnerBilledOrders(ctx.db, range);
  return rows.map((r) => ({ ...r, partner_id: r.partner_id as string }));
}
