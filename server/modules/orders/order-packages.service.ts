import type { AdminOrderMedications } from '#contracts/orders';
import type { Ctx } from '#server/platform/context';
import { badRequest, unprocessable } from '#server/platform/errors';
import { activeVariation, medications } from '#server/modules/catalog/catalog.service';
import { orderAmountCents } from '#server/modules/catalog/custom-pricing.service';
import type { PartnerOrderRow } from './orders.repository';
import { countOf } from '#contracts/plural';

/**
 * An order's one medication package (dose and plan), as the administrator and the partner change it. Each caller
 * says whether the package may still change for them: an administrator while the order is open, a partner only while
 * it waits for the doctor. A paid order keeps its product and plan; an unpaid one is repriced.
 */

const words = (status: string) => status.toLowerCase().replaceAll('_', ' ');

/** The new dose and plan of the order's package, or a 4xx saying why not. */
export async function packageChange(
  ctx: Ctx,
  order: PartnerOrderRow,
  pkg: { productVariationKey: string; planMonths?: number },
  changeable: boolean,
) {
  if (!changeable) throw unprocessable(`This order is ${words(order.status)}, so its medication can no longer change`, 'ORDER_FIXED');
  const variation = await activeVariation(ctx, pkg.productVariationKey);
  if (!variation) {
    const message = 'Not an available medication and dose';
    throw badRequest('Choose an available medication and dose', [{ path: 'medicationPackages.0.productVariationKey', message }]);
  }
  const planMonths = pkg.planMonths ?? order.plan_months;
  const paid = order.payment_status !== 'UNPAID';
  if (paid && variation.product_id !== order.product_id)
    throw unprocessable(`The patient paid for ${order.product_name}: choose another dose of it`, 'PAID_PRODUCT');
  if (paid && planMonths !== order.plan_months)
    throw unprocessable(`The patient paid for ${countOf(order.plan_months, 'month')}, so the plan cannot change`, 'PAID_PLAN');
  const amountCents = paid
    ? undefined
    : await orderAmountCents(
        ctx,
        { billedTo: order.billed_to, partnerId: order.partner_id, variationKey: variation.key, planMonths },
        variation.monthly_price_cents * planMonths,
      );
  return {
    product_variation_key: variation.key,
    plan_months: planMonths,
    ...(amountCents === undefined ? {} : { amount_cents: amountCents }),
    // Another range: the dose the doctor chose within the old one is chosen again.
    ...(variation.dose !== order.dose ? { rx_dose: null } : {}),
  };
}

/** The order's package and the doses it may change to: of the same product once paid, of any product otherwise. */
export async function packageOptions(ctx: Ctx, order: PartnerOrderRow, changeable: boolean): Promise<AdminOrderMedications> {
  const paid = order.payment_status !== 'UNPAID';
  const options = (await medications(ctx))
    .filter((m) => !paid || m.productId === order.product_id)
    .flatMap((m) =>
      m.variations.map((v) => ({ productVariationKey: v.key, productName: m.name, dose: v.dose, monthlyPriceCents: v.monthlyPriceCents })),
    );
  return {
    current: {
      productVariationKey: order.product_variation_key,
      productId: order.product_id,
      productName: order.product_name,
      medication: order.medication,
      dose: order.dose,
      planMonths: order.plan_months,
      amountCents: order.amount_cents,
    },
    changeable,
    options,
  };
}
