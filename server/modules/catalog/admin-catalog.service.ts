import type {
  AdminVariation,
  MedicationOptions,
  MedicationProductDetail,
  MedicationProductListQuery,
  ProductVariationListQuery,
  UpdateMedicationProductBody,
  UpdateProductVariationBody,
} from '#contracts/catalog';
import { inTransaction, userOf, type Ctx } from '#server/platform/context';
import { pageInfo, pagingOf } from '#server/platform/db/list';
import { notFound } from '#server/platform/errors';
import * as repo from './admin-catalog.repository';
import { productView, variationView } from './admin-catalog.views';
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
    const current = await repo.lockProduct(tx, id);
    if (!current) throw productNotFound();
    await repo.updateProduct(tx, current, { name: body.name, description: body.description, active: body.active });
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
    const current = await repo.lockVariation(tx, key);
    if (!current) throw variationNotFound();
    const values = {
      name: body.name,
      dose: body.dose,
      supply: body.supply,
      monthly_price_cents: body.monthlyPriceCents,
      active: body.active,
    };
    await repo.updateVariation(tx, current, values, actorId);
  });
  return getVariation(ctx, key);
}

/** The products of these ids (name and medication), for an export that names each one asked for. */
export const medicationNames = (ctx: Ctx, ids: readonly string[]) => repo.medicationNames(ctx.db, ids);
