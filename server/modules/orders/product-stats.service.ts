import type { MedicationStat } from '#contracts/admin-catalog';
import type { Ctx } from '#server/platform/context';
import * as stats from './order-stats.repository';

/**
 * The most-ordered medications (the catalog's statistics): orders, patients, paid orders and revenue per product over
 * the orders the caller's policy row gives them (an administrator: all), one GROUP BY. Counts name no patient.
 */

const statOf = (r: stats.ProductCountRow): MedicationStat => ({
  productId: r.id,
  productName: r.name,
  medication: r.medication,
  orders: r.orders,
  patients: r.patients,
  paidOrders: r.paid_orders,
  revenueCents: r.sales_cents,
});

/** Per product of the range (only `productIds` if given), the most ordered first. */
export const mostOrderedProducts = async (ctx: Ctx, range: stats.ProductRange): Promise<MedicationStat[]> =>
  (await stats.ordersPerProduct(ctx, range)).map(statOf);

/** The same, in batches read one after the other from SQL (a download streams them). */
export async function* mostOrderedProductBatches(ctx: Ctx, range: stats.ProductRange, size = 100): AsyncGenerator<MedicationStat[]> {
  for await (const rows of stats.ordersPerProductBatches(ctx, range, size)) yield rows.map(statOf);
}
