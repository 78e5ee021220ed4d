import type { BillingMode, BillingTransfer } from '#contracts/invoices';
import { inTransaction, userOf, type Ctx } from '#server/platform/context';
import { forbidden, unprocessable } from '#server/platform/errors';
import { ownBillingMode, setBillingMode } from '#server/modules/accounts/partner-profile.service';
import { defaultCard } from '#server/modules/payments/cards.service';
import * as repo from './billing-transfer.repository';

/**
 * Billing transfer: the partner decides who pays for its patients' new orders. PATIENT_PAID, each patient pays at
 * checkout and the partner earns its commission; PARTNER_BILLED, the patients check out without a card and the
 * partner pays for their orders on its monthly invoice, charged to its default card, which it therefore needs first.
 * Orders already made keep who pays for them. Only the account owner changes it, never a delegate.
 */
async function view(ctx: Ctx, billingMode: BillingMode): Promise<BillingTransfer> {
  const card = await defaultCard(ctx);
  return { billingMode, defaultCardLast4: card?.last4 ?? null, canChange: !userOf(ctx).delegateAccessId };
}

export async function getBillingTransfer(ctx: Ctx): Promise<BillingTransfer> {
  const { partnerId, billingMode } = await ownBillingMode(ctx);
  await repo.noteBillingModeRead(ctx, partnerId);
  return view(ctx, billingMode);
}

export async function changeBillingMode(ctx: Ctx, billingMode: BillingMode): Promise<BillingTransfer> {
  if (userOf(ctx).delegateAccessId) {
    await repo.noteDelegateRefused(ctx);
    throw forbidden('Only the account owner decides who pays, not a delegate acting for them.');
  }
  const current = await ownBillingMode(ctx);
  if (billingMode === 'PARTNER_BILLED' && !(await defaultCard(ctx))) {
    throw unprocessable("Add a card on Billing first: your business's invoices are charged to it.", 'NO_DEFAULT_CARD');
  }
  await inTransaction(ctx, async (tx) => {
    if (billingMode !== current.billingMode) await setBillingMode(tx, current.partnerId, billingMode);
    await repo.recordBillingModeChange(tx, current.partnerId, current.billingMode, billingMode);
  });
  return view(ctx, billingMode);
}
