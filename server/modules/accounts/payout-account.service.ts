import { sameDomainOrigin, type Portal } from '#contracts/portals';
import type { Ctx } from '#server/platform/context';
import { serviceUnavailable, unprocessable } from '#server/platform/errors';
import * as repo from './payout-account.repository';

/**
 * Connecting the account someone's commission is paid out to (a partner's, a sales person's), through the payments
 * adapter (`connectPayoutAccount`): made once at the processor (the holder's id is its idempotency key), continued
 * until the processor can pay out to it. The caller checks who may; the result is saved on the holder's record.
 */

export type PayoutHolder = {
  /** The audit row's resource and the processor's idempotency key: `payout-account-<id>` for a partner. */
  resourceType: 'partner' | 'sales_person';
  id: string;
  idempotencyKey: string;
  accountRef: string | null;
  connectedAt: Date | null;
  email: string;
  businessName: string;
  businessType: 'individual' | 'company';
  /** Where the processor's onboarding page sends the holder back (their portal's /payout-detail). */
  portal: Portal;
};

/** A portal's address, on the same domain as the partner portal's configured one. */
export function portalOrigin(ctx: Ctx, portal: Portal): string {
  return sameDomainOrigin(portal, ctx.deps.config.PARTNER_PORTAL_URL);
}

export async function connectPayout(ctx: Ctx, holder: PayoutHolder) {
  const portal = holder.portal === 'partner' ? ctx.deps.config.PARTNER_PORTAL_URL.replace(/\/+$/, '') : portalOrigin(ctx, holder.portal);
  let result;
  try {
    result = await ctx.deps.payments.connectPayoutAccount({
      accountRef: holder.accountRef,
      idempotencyKey: holder.idempotencyKey,
      email: holder.email,
      businessName: holder.businessName,
      businessType: holder.businessType,
      returnUrl: `${portal}/payout-detail`,
      refreshUrl: `${portal}/payout-detail?setup=expired`,
    });
  } catch {
    await repo.recordConnectFailure(ctx, holder, 'processor unreachable');
    throw serviceUnavailable('The payment service is not answering. Try again in a minute.');
  }
  if (result.status === 'REFUSED') {
    await repo.recordConnectFailure(ctx, holder, 'refused by the processor');
    throw unprocessable(`The payment service refused to set up the payout account: ${result.message}`, 'PAYOUT_ACCOUNT_REFUSED');
  }
  const connectedAt = result.status === 'ACTIVE' ? (holder.connectedAt ?? new Date()) : null;
  const { accountRef, status } = result;
  await repo.savePayoutAccount(ctx, holder, { ref: accountRef, status, connectedAt }, ctx.deps.payments.name);
  return {
    status: result.status,
    connectedAt: connectedAt?.toISOString() ?? null,
    onboardingUrl: result.status === 'ONBOARDING' ? result.onboardingUrl : null,
  };
}
