import { Readable } from 'node:stream';
import {
  MEDICATION_CSV_COLUMNS,
  type MedicationStat,
  type MedicationStats,
  type MedicationStatsDownloadQuery,
  type MedicationStatsQuery,
} from '#contracts/catalog';
import { csvLine } from '#server/platform/csv';
import { notFound } from '#server/platform/errors';
import { medicationNames } from '#server/modules/catalog/admin-catalog.service';
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

const medicationCsvHeader = () => csvLine([...MEDICATION_CSV_COLUMNS]);

/** One CSV row per product (MEDICATION_CSV_COLUMNS), the revenue in dollars with two decimals. */
const medicationCsvRow = (s: MedicationStat, range: { startDate: string; endDate: string }) =>
  csvLine([
    s.productName,
    s.medication,
    s.orders,
    s.patients,
    s.paidOrders,
    (s.revenueCents / 100).toFixed(2),
    range.startDate,
    range.endDate,
  ]);

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The stats' range: the days asked for, else the 30 days up to today (UTC), or 30 days from a given start. */
function rangeOf(query: MedicationStatsQuery, now = Date.now()) {
  if (query.startDate && query.endDate) return { startDate: query.startDate, endDate: query.endDate };
  if (query.startDate) return { startDate: query.startDate, endDate: day(Date.parse(query.startDate) + 29 * DAY) };
  const endDate = query.endDate ?? day(now);
  return { startDate: day(Date.parse(endDate) - 29 * DAY), endDate };
}

/** GET /super-admin/medication-products/stats: per product, the most ordered first, in one GROUP BY. */
export async function medicationStats(ctx: Ctx, query: MedicationStatsQuery): Promise<MedicationStats> {
  const range = rangeOf(query);
  return { ...range, products: await mostOrderedProducts(ctx, range) };
}

/**
 * GET /super-admin/medication-products/stats/download: the selected products' figures as CSV, streamed from SQL in
 * batches; a product selected without orders in the range has a row of zeros. An unknown id is a 404 before anything
 * is sent. The export is audited (EXPORT medication_stats with the ids and the range).
 */
export async function medicationStatsCsv(ctx: Ctx, query: MedicationStatsDownloadQuery): Promise<Readable> {
  const range = { startDate: query.startDate, endDate: query.endDate };
  const known = await medicationNames(ctx, query.ids);
  if (known.length !== query.ids.length) throw notFound('Medication not found');
  await stats.noteStatsExport(ctx, { ids: query.ids, ...range });
  async function* lines() {
    yield medicationCsvHeader();
    const seen = new Set<string>();
    for await (const batch of mostOrderedProductBatches(ctx, { ...range, productIds: query.ids })) {
      for (const s of batch) seen.add(s.productId);
      yield batch.map((s) => medicationCsvRow(s, range)).join('');
    }
    const none = known.filter((p) => !seen.has(p.id));
    const zero = { orders: 0, patients: 0, paidOrders: 0, revenueCents: 0 };
    if (none.length)
      yield none.map((p) => medicationCsvRow({ productId: p.id, productName: p.name, medication: p.medication, ...zero }, range)).join('');
  }
  return Readable.from(lines());
}
