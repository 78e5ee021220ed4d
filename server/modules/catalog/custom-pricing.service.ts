import type { CreateCustomPriceBody, CustomPrice, CustomPriceListQuery, UpdateCustomPriceBody } from '#contracts/custom-pricing';
import { inTransaction, type Ctx } from '#server/platform/context';
import { isUniqueViolation } from '#server/platform/db/errors';
import { pageInfo, sortOf } from '#server/platform/db/list';
import { badRequest, conflict, notFound } from '#server/platform/errors';
import { partnerExists, payerOfNewOrder } from '#server/modules/accounts/accounts.service';
import { activeVariation, listPriceCents, PRICING_PLANS } from './catalog.service';
import * as repo from './custom-pricing.repository';

/**
 * Custom pricing (README, "Custom pricing and payouts"): an administrator gives a partner its own monthly price for a
 * product variation. Every order billed to that partner is priced with it when the order is made (`priceFor`, the one
 * place that decides), and keeps that amount: a later change of the custom price alters no existing order. Custom
 * prices name no patient; every change is audited in its transaction.
 */

const view = (r: repo.CustomPriceRow): CustomPrice => ({
  id: r.id,
  partnerId: r.partner_id,
  partnerName: r.partner_name,
  productVariationKey: r.product_variation_key,
  productName: r.product_name,
  variationName: r.variation_name,
  dose: r.dose,
  listMonthlyPriceCents: r.list_monthly_price_cents,
  monthlyPriceCents: r.monthly_price_cents,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

const SORTS = { createdAt: 'cp.created_at', monthlyPriceCents: 'cp.monthly_price_cents' } as const;
const missing = () => notFound('Custom price not found');
const taken = () => conflict('This partner already has a custom price for this product variation: edit it instead');

/** GET /super-admin/custom-pricing. */
export async function listCustomPrices(ctx: Ctx, query: CustomPriceListQuery) {
  const orderBy = sortOf(query.sort, SORTS, 'cp.id');
  const { rows, total } = await repo.listCustomPrices(ctx, query, { page: query.page, limit: query.limit, orderBy });
  return { items: rows.map(view), ...pageInfo(total, query) };
}

/** GET /super-admin/custom-pricing/{id}. */
export async function getCustomPrice(ctx: Ctx, id: string) {
  const row = await repo.findCustomPrice(ctx, id);
  if (!row) throw missing();
  return view(row);
}

/** POST /super-admin/custom-pricing: one per (partner, variation); a second is a 409. */
export async function createCustomPrice(ctx: Ctx, body: CreateCustomPriceBody) {
  if (!(await partnerExists(ctx, body.partnerId)))
    throw badRequest('Choose an existing partner', [{ path: 'partnerId', message: 'No partner with this id' }]);
  if (!(await repo.variationExists(ctx, body.productVariationKey)))
    throw badRequest('Choose an existing product variation', [{ path: 'productVariationKey', message: 'No variation with this key' }]);
  try {
    const { id } = await repo.insertCustomPrice(ctx, {
      partner_id: body.partnerId,
      product_variation_key: body.productVariationKey,
      monthly_price_cents: body.monthlyPriceCents,
    });
    return getCustomPrice(ctx, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** PUT /super-admin/custom-pricing/{id}: the monthly price; orders already made keep theirs. */
export async function updateCustomPrice(ctx: Ctx, id: string, body: UpdateCustomPriceBody) {
  await inTransaction(ctx, async (tx) => {
    const before = await repo.lockCustomPrice(tx, id);
    if (!before) throw missing();
    await repo.updateCustomPrice(tx, before, body.monthlyPriceCents);
  });
  return getCustomPrice(ctx, id);
}

/** DELETE /super-admin/custom-pricing/{id}: the partner's new orders go back to the list price. */
export async function deleteCustomPrice(ctx: Ctx, id: string) {
  await inTransaction(ctx, async (tx) => {
    const before = await repo.lockCustomPrice(tx, id);
    if (!before) throw missing();
    await repo.deleteCustomPrice(tx, before);
  });
}

/** A partner's custom monthly price for a variation, in cents, or undefined when it pays the list price. */
export const priceFor = (ctx: Ctx, partnerId: string, variationKey: string) => repo.partnerMonthlyPrice(ctx, partnerId, variationKey);

/**
 * The amount of a new (or repriced, still unpaid) order: billed to a partner with a custom price for the variation,
 * that monthly price × the plan's months (the negotiated price, with no plan discount on top); otherwise `listCents`,
 * the catalog's price. Every path that prices an order calls this, so that the rule lives here only.
 */
export async function orderAmountCents(
  ctx: Ctx,
  order: { billedTo: 'PATIENT' | 'PARTNER'; partnerId: string | null; variationKey: string; planMonths: number },
  listCents: number,
): Promise<number> {
  if (order.billedTo !== 'PARTNER' || !order.partnerId) return listCents;
  return amountOf(listCents, await priceFor(ctx, order.partnerId, order.variationKey), order.planMonths);
}

const amountOf = (listCents: number, customMonthly: number | undefined, months: number) =>
  customMonthly === undefined ? listCents : customMonthly * months;

/**
 * What a new order of the variation would cost on each plan, and who would pay it, by the rule of `orderAmountCents`:
 * what the intake shows before its checkout is what the checkout charges. Undefined for a variation no longer sold.
 */
export async function newOrderPrices(ctx: Ctx, partnerId: string | null, variationKey: string) {
  const variation = await activeVariation(ctx, variationKey);
  if (!variation) return undefined;
  const billedTo = await payerOfNewOrder(ctx, partnerId);
  const custom = billedTo === 'PARTNER' && partnerId ? await priceFor(ctx, partnerId, variationKey) : undefined;
  return PRICING_PLANS.map((plan) => ({
    planId: plan.id,
    billedTo,
    amountCents: amountOf(listPriceCents(variation.monthly_price_cents, plan), custom, plan.months),
  }));
}
