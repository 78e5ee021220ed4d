import { Readable } from 'node:stream';
import type {
  AdminVariation,
  MedicationOptions,
  MedicationProductDetail,
  MedicationProductListQuery,
  MedicationStats,
  MedicationStatsDownloadQuery,
  MedicationStatsQuery,
  ProductVariationListQuery,
  UpdateMedicationProductBody,
  UpdateProductVariationBody,
} from '#contracts/admin-catalog';
import { inTransaction, userOf, type Ctx } from '#server/platform/context';
import { pageInfo, pagingOf } from '#server/platform/db/list';
import { notFound } from '#server/platform/errors';
import { mostOrderedProductBatches, mostOrderedProducts } from '#server/modules/orders/product-stats.service';
import * as repo from './admin-catalog.repository';
import { medicationCsvHeader, medicationCsvRow, productView, variationView } from './admin-catalog.views';
import { PRICING_PLANS } from './catalog.service';

/**
 * The administrator's catalog (issue 14). Catalog rows name no patient, so reads are not audited; every change is, in
 * its transaction, and a price change says the price before and after. A variation's price applies to orders made
 * after it changes: an order keeps the amount it was sold at (orders.amount_cents, written at checkout).
 */

const productNotFound = () => notFound('Product not found');
const variationNotFound = () => notFound('Product variation not found');

/** GET /super-admin/medications/options: products by name (contains) or type, each with its variations. */
export async function medicationOptions(ctx: Ctx, query: { name?: string; type?: string }): Promise<MedicationOptions> {
  const byProduct = new Map<string, MedicationOptions['options'][number]>();
  for (const r of await repo.medicationOptions(ctx.db, query)) {
    let option = byProduct.get(r.id);
    if (!option) {
      option = { id: r.id, name: r.name, type: r.medication, active: r.active, variations: [] };
      byProduct.set(r.id, option);
    }
    if (r.key) option.variations.push({ key: r.key, name: r.variation_name!, dose: r.dose!, monthlyPriceCents: r.monthly_price_cents! });
  }
  return { options: [...byProduct.values()], types: await repo.medicationTypes(ctx.db) };
}

/** GET /super-admin/medication-products. */
export async function listProducts(ctx: Ctx, query: MedicationProductListQuery) {
  const paging = pagingOf(query, { name: 'p.name', createdAt: 'p.created_at' } as const, 'p.id');
  const { rows, total } = await repo.listProducts(ctx.db, query, paging);
  return { items: rows.map(productView), ...pageInfo(total, query) };
}

/** GET /super-admin/medication-products/{id}: the product with its variations. */
export async function getProduct(ctx: Ctx, id: string): Promise<MedicationProductDetail> {
  const row = await repo.findProduct(ctx.db, id);
  if (!row) throw productNotFound();
  const variations = await repo.variationsOfProduct(ctx.db, id);
  return { ...productView(row), variations: variations.map((v) => variationView(v, PRICING_PLANS)) };
}

/** PUT /super-admin/medication-products/{id}: name, description and whether it is offered. */
export async function updateProduct(ctx: Ctx, id: string, body: UpdateMedicationProductBody) {
  await inTransaction(ctx, async (tx) => {
    const current = await repo.lockProduct(tx.db, id);
    if (!current) throw productNotFound();
    await repo.updateProduct(tx.db, id, body);
    const changed = (['name', 'description', 'active'] as const).filter((f) => current[f] !== body[f]);
    const details = { changed, ...(changed.includes('active') ? { active: body.active } : {}) };
    await tx.audit.record(tx.db, { action: 'UPDATE', resourceType: 'product', resourceId: id, details });
  });
  return getProduct(ctx, id);
}

/** GET /super-admin/product-variations. */
export async function listVariations(ctx: Ctx, query: ProductVariationListQuery) {
  const paging = pagingOf(
    query,
    {
      product: ['p.name', 'v.product_id', 'v.position'],
      price: 'v.monthly_price_cents',
      updatedAt: 'v.updated_at',
    } as const,
    'v.key',
  );
  const { rows, total } = await repo.listVariations(ctx.db, query, paging);
  return { items: rows.map((r) => variationView(r, PRICING_PLANS)), ...pageInfo(total, query) };
}

/** GET /super-admin/product-variations/{key}. */
export async function getVariation(ctx: Ctx, key: string): Promise<AdminVariation> {
  const row = await repo.findVariation(ctx.db, key);
  if (!row) throw variationNotFound();
  return variationView(row, PRICING_PLANS);
}

/**
 * PUT /super-admin/product-variations/{key}: name, dose, supply, monthly price (cents), whether it is offered. A new
 * price is kept with who changed it and when, and audited as PRICE_CHANGE with the price before and after; orders
 * already made keep their amount.
 */
export async function updateVariation(ctx: Ctx, key: string, body: UpdateProductVariationBody): Promise<AdminVariation> {
  const { actorId } = userOf(ctx);
  await inTransaction(ctx, async (tx) => {
    const current = await repo.lockVariation(tx.db, key);
    if (!current) throw variationNotFound();
    const priceChanged = current.monthly_price_cents !== body.monthlyPriceCents;
    const values = {
      name: body.name,
      dose: body.dose,
      supply: body.supply,
      monthly_price_cents: body.monthlyPriceCents,
      active: body.active,
    };
    await repo.updateVariation(tx.db, key, values, priceChanged ? actorId : null);
    const changed = (Object.keys(values) as (keyof typeof values)[]).filter((f) => current[f] !== values[f]);
    const details = {
      changed,
      ...(priceChanged ? { priceFromCents: current.monthly_price_cents, priceToCents: body.monthlyPriceCents } : {}),
    };
    await tx.audit.record(tx.db, {
      action: priceChanged ? 'PRICE_CHANGE' : 'UPDATE',
      resourceType: 'product_variation',
      resourceId: key,
      details,
    });
  });
  return getVariation(ctx, key);
}

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
  const known = await repo.medicationNames(ctx.db, query.ids);
  if (known.length !== query.ids.length) throw notFound('Medication not found');
  await ctx.audit.noteRead(ctx.db, { action: 'EXPORT', resourceType: 'medication_stats', details: { ids: query.ids, ...range } });
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
