// Read-only joins: partners (the business name a custom price is shown with).
import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, type Ctx } from '#server/platform/context';
import { containsPattern, listPage, type OrderBy } from '#server/platform/db/list';
import { customPricesPolicy } from './custom-pricing.policy';

/**
 * Custom prices: a partner's own monthly price for a product variation (migration 0028), the catalog's table. They name
 * no patient, so reads are not audited; each change records its row here, in its transaction. Lists, records and
 * changes go through the custom prices policy (a partner its own, an administrator all).
 */

const withNames = (ctx: Ctx) =>
  ctx.db
    .selectFrom('custom_prices as cp')
    .where(policyFilter(customPricesPolicy, ctx.actor))
    .innerJoin('partners as pa', 'pa.id', 'cp.partner_id')
    .innerJoin('product_variations as v', 'v.key', 'cp.product_variation_key')
    .innerJoin('products as p', 'p.id', 'v.product_id');

const COLUMNS = [
  'cp.id',
  'cp.partner_id',
  'pa.business_name as partner_name',
  'cp.product_variation_key',
  'p.name as product_name',
  'v.name as variation_name',
  'v.dose',
  'v.monthly_price_cents as list_monthly_price_cents',
  'cp.monthly_price_cents',
  'cp.created_at',
  'cp.updated_at',
] as const;

export type CustomPriceRow = {
  id: string;
  partner_id: string;
  partner_name: string;
  product_variation_key: string;
  product_name: string;
  variation_name: string;
  dose: string;
  list_monthly_price_cents: number;
  monthly_price_cents: number;
  created_at: Date;
  updated_at: Date;
};

/** One page of custom prices, of one partner if asked, searched by partner or product name; in SQL. */
export async function listCustomPrices(
  ctx: Ctx,
  filter: { partnerId?: string; search?: string },
  page: { page: number; limit: number; orderBy: OrderBy },
) {
  let filtered = withNames(ctx);
  if (filter.partnerId) filtered = filtered.where('cp.partner_id', '=', filter.partnerId);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    filtered = filtered.where((eb) =>
      eb.or([eb('pa.business_name', 'ilike', pattern), eb('p.name', 'ilike', pattern), eb('v.name', 'ilike', pattern)]),
    );
  }
  const result = await listPage(ctx.db, filtered, (q) => q.select(COLUMNS), page);
  return { ...result, rows: result.rows as CustomPriceRow[] };
}

export const findCustomPrice = (ctx: Ctx, id: string) =>
  withNames(ctx).select(COLUMNS).where('cp.id', '=', id).executeTakeFirst() as Promise<CustomPriceRow | undefined>;

/** Any variation, active or not: an administrator may price one before it is offered again (the catalog: reference data). */
export const variationExists = async (ctx: Ctx, key: string) =>
  Boolean(await ctx.db.selectFrom('product_variations').select('key').where('key', '=', key).executeTakeFirst());

/** A new custom price and its CREATE row (a second one of the partner and variation throws a unique violation). */
export const insertCustomPrice = (ctx: Ctx, values: { partner_id: string; product_variation_key: string; monthly_price_cents: number }) =>
  auditedChange(
    ctx,
    (db) => db.insertInto('custom_prices').values(values).returning(['id']).executeTakeFirstOrThrow(),
    ({ id }) => ({
      action: 'CREATE',
      resourceType: 'custom_price',
      resourceId: id,
      details: {
        partnerId: values.partner_id,
        productVariationKey: values.product_variation_key,
        monthlyPriceCents: values.monthly_price_cents,
      },
    }),
  );

/** Locks a row the caller may change (the policy), returning what it was. */
export const lockCustomPrice = (ctx: Ctx, id: string) =>
  ctx.db
    .selectFrom('custom_prices as cp')
    .select(['cp.id', 'cp.partner_id', 'cp.product_variation_key', 'cp.monthly_price_cents'])
    .where('cp.id', '=', id)
    .where(policyFilter(customPricesPolicy, ctx.actor))
    .forUpdate()
    .executeTakeFirst();

type LockedPrice = NonNullable<Awaited<ReturnType<typeof lockCustomPrice>>>;

/** A new monthly price for the (locked) custom price, and its UPDATE row with the price before and after. */
export const updateCustomPrice = (ctx: Ctx, before: LockedPrice, monthlyPriceCents: number) =>
  auditedChange(
    ctx,
    (db) =>
      db
        .updateTable('custom_prices')
        .set({ monthly_price_cents: monthlyPriceCents, updated_at: new Date() })
        .where('id', '=', before.id)
        .returning(['id', 'monthly_price_cents'])
        .executeTakeFirst(),
    {
      action: 'UPDATE',
      resourceType: 'custom_price',
      resourceId: before.id,
      details: { partnerId: before.partner_id, from: before.monthly_price_cents, to: monthlyPriceCents },
    },
  );

/** Deletes the (locked) custom price, and its DELETE row saying what it was. */
export const deleteCustomPrice = (ctx: Ctx, before: LockedPrice) =>
  auditedChange(ctx, (db) => db.deleteFrom('custom_prices').where('id', '=', before.id).returning('id').executeTakeFirst(), {
    action: 'DELETE',
    resourceType: 'custom_price',
    resourceId: before.id,
    details: {
      partnerId: before.partner_id,
      productVariationKey: before.product_variation_key,
      monthlyPriceCents: before.monthly_price_cents,
    },
  });

/**
 * The partner's monthly price for the variation, if it has one (the unique key serves it): the amount of an order
 * being made for one of the partner's patients, whoever makes it (an anonymous checkout, a patient's renewal, a
 * doctor, the partner), so not the custom prices policy: one number for that order, never the partner's price list.
 */
export const partnerMonthlyPrice = async (ctx: Ctx, partnerId: string, variationKey: string) =>
  (
    await ctx.db
      .selectFrom('custom_prices')
      .select('monthly_price_cents')
      .where((eb) => eb.and({ partner_id: partnerId, product_variation_key: variationKey }))
      .executeTakeFirst()
  )?.monthly_price_cents;
