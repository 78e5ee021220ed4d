// Read-only joins: users (accounts: the name of who last changed a variation's price).
import { sql, type ExpressionBuilder } from 'kysely';
import { auditedChange, type Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import { containsPattern, listPage, type OrderBy } from '#server/platform/db/list';
import type { Database } from '#server/platform/db/schema';
import { fullName } from '#server/platform/db/names';

/**
 * The administrator's catalog: products and their variations. Catalog rows name no patient, so reads are not audited;
 * every change records its row here, in its transaction (a price change with the price before and after).
 */

type Page = { page: number; limit: number; orderBy: OrderBy };

const variationCount = (eb: ExpressionBuilder<Database & { p: Database['products'] }, 'p'>) =>
  eb
    .selectFrom('product_variations as cv')
    .select(sql<number>`count(*)::int`.as('n'))
    .whereRef('cv.product_id', '=', 'p.id')
    .as('variation_count');

const fromPrice = (eb: ExpressionBuilder<Database & { p: Database['products'] }, 'p'>) =>
  eb
    .selectFrom('product_variations as fv')
    .select(sql<number | null>`min(fv.monthly_price_cents)`.as('n'))
    .whereRef('fv.product_id', '=', 'p.id')
    .where('fv.active', '=', true)
    .as('from_monthly_price_cents');

const productColumns = ['p.id', 'p.name', 'p.medication', 'p.description', 'p.active', 'p.created_at'] as const;

/** One page of products: name or medication contains the search, of one status; counted in SQL. */
export function listProducts(db: Db, filter: { search?: string; status?: 'ACTIVE' | 'INACTIVE' }, page: Page) {
  let query = db.selectFrom('products as p');
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) => eb.or([eb('p.name', 'ilike', pattern), eb('p.medication', 'ilike', pattern)]));
  }
  if (filter.status) query = query.where('p.active', '=', filter.status === 'ACTIVE');
  return listPage(db, query, (q) => q.select(productColumns).select(variationCount).select(fromPrice), page);
}

export const findProduct = (db: Db, id: string) =>
  db.selectFrom('products as p').select(productColumns).select(variationCount).select(fromPrice).where('p.id', '=', id).executeTakeFirst();

export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

export const lockProduct = (ctx: Ctx, id: string) =>
  ctx.db.selectFrom('products').select(['id', 'name', 'description', 'active']).where('id', '=', id).forUpdate().executeTakeFirst();

type ProductValues = { name: string; description: string; active: boolean };

/** Writes a product (read and locked as `current`), and its UPDATE row naming the fields that changed. */
export function updateProduct(ctx: Ctx, current: ProductValues & { id: string }, values: ProductValues) {
  const changed = (['name', 'description', 'active'] as const).filter((f) => current[f] !== values[f]);
  return auditedChange(ctx, (db) => db.updateTable('products').set(values).where('id', '=', current.id).execute(), {
    action: 'UPDATE',
    resourceType: 'product',
    resourceId: current.id,
    details: { changed, ...(changed.includes('active') ? { active: values.active } : {}) },
  });
}

export const productExists = async (db: Db, id: string) =>
  Boolean(await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst());

const variationColumns = [
  'v.key',
  'v.product_id',
  'p.name as product_name',
  'p.medication',
  'v.name',
  'v.dose',
  'v.supply',
  'v.monthly_price_cents',
  'v.active',
  'v.position',
  'v.updated_at',
  'v.price_changed_at',
  fullName('u').$castTo<string | null>().as('price_changed_by_name'),
] as const;

const variations = (db: Db) =>
  db
    .selectFrom('product_variations as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .leftJoin('users as u', 'u.id', 'v.price_changed_by')
    .select(variationColumns);

export type VariationRow = Awaited<ReturnType<ReturnType<typeof variations>['execute']>>[number];

/** A product's variations in order (product_variations_product_idx). */
export const variationsOfProduct = (db: Db, productId: string) =>
  variations(db).where('v.product_id', '=', productId).orderBy('v.position').orderBy('v.key').execute();

export const findVariation = (db: Db, key: string) => variations(db).where('v.key', '=', key).executeTakeFirst();

/** One page of variations: key, name or dose contains the search; of a product; of one status. */
export function listVariations(db: Db, filter: { search?: string; productId?: string; status?: 'ACTIVE' | 'INACTIVE' }, page: Page) {
  let query = db.selectFrom('product_variations as v').innerJoin('products as p', 'p.id', 'v.product_id');
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) => eb.or([eb('v.key', 'ilike', pattern), eb('v.name', 'ilike', pattern), eb('v.dose', 'ilike', pattern)]));
  }
  if (filter.productId) query = query.where('v.product_id', '=', filter.productId);
  if (filter.status) query = query.where('v.active', '=', filter.status === 'ACTIVE');
  return listPage(db, query, (q) => q.leftJoin('users as u', 'u.id', 'v.price_changed_by').select(variationColumns), page);
}

export const lockVariation = (ctx: Ctx, key: string) =>
  ctx.db.selectFrom('product_variations').selectAll().where('key', '=', key).forUpdate().executeTakeFirst();

export type VariationValues = { name: string; dose: string; supply: string; monthly_price_cents: number; active: boolean };

/**
 * Writes a variation (read and locked as `current`); a new price also keeps who changed it (`by`) and when. With its
 * row: PRICE_CHANGE with the price before and after, or UPDATE; either names the fields that changed.
 */
export function updateVariation(ctx: Ctx, current: VariationValues & { key: string }, values: VariationValues, by: string) {
  const priceChanged = current.monthly_price_cents !== values.monthly_price_cents;
  const changed = (Object.keys(values) as (keyof VariationValues)[]).filter((f) => current[f] !== values[f]);
  return auditedChange(
    ctx,
    (db) =>
      db
        .updateTable('product_variations')
        .set({
          ...values,
          updated_at: sql<Date>`now()`,
          ...(priceChanged ? { price_changed_at: sql<Date>`now()`, price_changed_by: by } : {}),
        })
        .where('key', '=', current.key)
        .execute(),
    {
      action: priceChanged ? 'PRICE_CHANGE' : 'UPDATE',
      resourceType: 'product_variation',
      resourceId: current.key,
      details: {
        changed,
        ...(priceChanged ? { priceFromCents: current.monthly_price_cents, priceToCents: values.monthly_price_cents } : {}),
      },
    },
  );
}

/** Products whose name contains `name` and of `type` (the medication), with their variations: one joined query. */
export function medicationOptions(db: Db, filter: { name?: string; type?: string }) {
  let query = db
    .selectFrom('products as p')
    .leftJoin('product_variations as v', 'v.product_id', 'p.id')
    .select(['p.id', 'p.name', 'p.medication', 'p.active', 'v.key', 'v.name as variation_name', 'v.dose', 'v.monthly_price_cents']);
  if (filter.name) query = query.where('p.name', 'ilike', containsPattern(filter.name));
  if (filter.type) query = query.where(sql`lower(p.medication)`, '=', filter.type.toLowerCase());
  return query.orderBy('p.name').orderBy('p.id').orderBy('v.position').orderBy('v.key').execute();
}

/** Every medication type (active ingredient) in the catalog, A to Z. */
export const medicationTypes = async (db: Db) =>
  (await db.selectFrom('products').select('medication').distinct().orderBy('medication').execute()).map((r) => r.medication);

/** The products of `ids` that exist, by name (a download's rows for products without orders). */
export const medicationNames = (db: Db, ids: readonly string[]) =>
  db
    .selectFrom('products')
    .select(['id', 'name', 'medication'])
    .where('id', 'in', [...ids])
    .orderBy('name')
    .orderBy('id')
    .execute();
