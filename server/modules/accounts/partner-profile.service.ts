import type { AccountConnectBody, PartnerProfile, UpdatePartnerProfileBody } from '#contracts/partner-profile';
import type { IntakePartner } from '#contracts/onboarding';
import { userOf, type Ctx } from '#server/platform/context';
import { forbidden, notFound } from '#server/platform/errors';
import { usPhone } from '#server/platform/validation';
import { payoutAccountView } from './accounts.views';
import * as accounts from './accounts.repository';
import { noteDelegateRefusal } from './payout-account.repository';
import { connectPayout } from './payout-account.service';
import * as repo from './partners.repository';

/**
 * The signed-in partner's business profile, logo and payout account. A delegate acting for the partner sees the
 * owner's record and may edit the business profile, but never connects the account money is paid out to.
 */

/** How long a logo link lasts: the portal and the intake pages ask for the profile again for a fresh one. */
export const LOGO_LINK_SECONDS = 60 * 60;

const LOGO_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

async function ownPartner(ctx: Ctx) {
  const { partnerId } = userOf(ctx);
  const row = partnerId ? await repo.findPartner(ctx, partnerId) : undefined;
  if (!row) throw notFound('Partner profile not found');
  return row;
}

/** A short-lived link to the partner's logo (the storage adapter's signed GET URL), or null without one. */
export async function logoUrlOf(ctx: Ctx, logoKey: string | null): Promise<string | null> {
  if (!logoKey) return null;
  const extension = /\.([a-z0-9]+)$/i.exec(logoKey)?.[1]?.toLowerCase() ?? '';
  const contentType = LOGO_TYPES[extension] ?? 'application/octet-stream';
  return (await ctx.deps.storage.createDownload({ key: logoKey, contentType, ttlSeconds: LOGO_LINK_SECONDS })).url;
}

async function view(ctx: Ctx, row: repo.PartnerRow): Promise<PartnerProfile> {
  return {
    id: row.id,
    userId: row.user_id,
    businessName: row.business_name,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    logoUrl: await logoUrlOf(ctx, row.logo_key),
    commissionRateBps: row.commission_rate_bps,
    payoutAccount: payoutAccountView(row),
    createdAt: row.created_at.toISOString(),
  };
}

/** GET /gym-owner. */
export const getProfile = async (ctx: Ctx): Promise<PartnerProfile> => view(ctx, await ownPartner(ctx));

/** PUT /gym-owner: only the fields sent change; the contract has no field for role, commission rate, sales person or owner. */
export async function updateProfile(ctx: Ctx, body: UpdatePartnerProfileBody): Promise<PartnerProfile> {
  const user: accounts.UserChanges = {};
  if (body.firstName !== undefined) user.first_name = body.firstName;
  if (body.lastName !== undefined) user.last_name = body.lastName;
  if (body.phoneNumber !== undefined) user.phone_number = usPhone(body.phoneNumber, 'phoneNumber');
  const current = await ownPartner(ctx);
  await repo.updateProfile(ctx, current, { user, businessName: body.businessName }, Object.keys(body));
  return getProfile(ctx);
}

/**
 * After a partner's logo arrived in storage (the storage module calls this in the transaction that records the
 * upload): the partner whose account uploaded it shows it from now on. False when the account is no partner's.
 */
export async function recordLogo(tx: Ctx, userId: string, key: string): Promise<boolean> {
  const partnerId = await repo.partnerIdOfUser(tx.db, userId);
  if (!partnerId) return false;
  await repo.setLogo(tx.db, partnerId, key);
  return true;
}

/**
 * POST /gym-owner/account-connect: makes the partner's payout account at the processor, or continues its setup.
 * With the sandbox it is ready at once; with Stripe the partner finishes it on Stripe's page (`onboardingUrl`).
 */
export async function connectPayoutAccount(ctx: Ctx, body: AccountConnectBody) {
  if (userOf(ctx).delegateAccessId) {
    await noteDelegateRefusal(ctx, 'partner');
    throw forbidden('Only the account owner can connect the payout account, not a delegate acting for them.');
  }
  const partner = await ownPartner(ctx);
  return connectPayout(ctx, {
    resourceType: 'partner',
    id: partner.id,
    idempotencyKey: `payout-account-${partner.id}`,
    accountRef: partner.payout_account_ref,
    connectedAt: partner.payout_connected_at,
    email: partner.email,
    businessName: partner.business_name,
    businessType: body.businessType ?? 'company',
    portal: 'partner',
  });
}

/** The commission rate of the signed-in partner (basis points), for the partner's money screens. */
export const ownCommissionRate = async (ctx: Ctx): Promise<{ partnerId: string; commissionRateBps: number }> => {
  const row = await ownPartner(ctx);
  return { partnerId: row.id, commissionRateBps: row.commission_rate_bps };
};

/** The signed-in partner's id and billing mode (who pays for its patients' new orders). */
export const ownBillingMode = async (ctx: Ctx) => {
  const row = await ownPartner(ctx);
  return { partnerId: row.id, billingMode: row.billing_mode };
};

/** Sets who pays for a partner's patients' new orders; the caller checks the rules and audits it, in its transaction. */
export const setBillingMode = (tx: Ctx, partnerId: string, mode: 'PATIENT_PAID' | 'PARTNER_BILLED') =>
  repo.setBillingMode(tx, partnerId, mode);

/** A partner's name and logo as its patients' intake pages show them (public: the partner's link names it). */
export async function partnerBrand(ctx: Ctx, partnerId: string): Promise<IntakePartner | null> {
  const row = await repo.findPartnerBrand(ctx, partnerId);
  if (!row) return null;
  return {
    businessName: row.business_name,
    logoUrl: await logoUrlOf(ctx, row.logo_key),
    coversTreatment: row.billing_mode === 'PARTNER_BILLED',
  };
}
