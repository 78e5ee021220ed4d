import type { AccountConnectBody } from '#contracts/partner-profile';
import type { SalesProfile, UpdateSalesProfileBody } from '#contracts/sales-people';
import { userOf, type Ctx } from '#server/platform/context';
import { forbidden, notFound } from '#server/platform/errors';
import { usPhone } from '#server/platform/validation';
import { payoutAccountView, personView } from './accounts.views';
import * as accounts from './accounts.repository';
import { noteDelegateRefusal } from './payout-account.repository';
import { connectPayout } from './payout-account.service';
import * as repo from './sales-people.repository';

/**
 * The signed-in sales person's own record: their name and phone (theirs to change), their commission rate (an
 * administrator's to set) and the payout account their commission is paid out to.
 */

/** The signed-in sales person's record; 404 for an account without one (the routes admit SALES_PERSON only). */
export async function ownSalesPerson(ctx: Ctx) {
  const { salesPersonId } = userOf(ctx);
  const row = salesPersonId ? await repo.findSalesPerson(ctx, salesPersonId) : undefined;
  if (!row) throw notFound('Sales profile not found');
  return row;
}

const view = (row: repo.SalesPersonRow): SalesProfile => ({
  ...personView(row),
  commissionRateBps: row.commission_rate_bps,
  payoutAccount: payoutAccountView(row),
});

export const getProfile = async (ctx: Ctx) => view(await ownSalesPerson(ctx));

/** PUT /sales: first and last name and phone, only the fields sent; audited as UPDATE sales_profile. */
export async function updateProfile(ctx: Ctx, body: UpdateSalesProfileBody): Promise<SalesProfile> {
  const user: accounts.UserChanges = {};
  if (body.firstName !== undefined) user.first_name = body.firstName;
  if (body.lastName !== undefined) user.last_name = body.lastName;
  if (body.phoneNumber !== undefined) user.phone_number = usPhone(body.phoneNumber, 'phoneNumber');
  const current = await ownSalesPerson(ctx);
  await repo.updateProfile(ctx, current, user, Object.keys(body));
  return getProfile(ctx);
}

/** POST /sales/account-connect: as the partner's (payout-account.service.ts); never by a delegate. */
export async function connectPayoutAccount(ctx: Ctx, body: AccountConnectBody) {
  if (userOf(ctx).delegateAccessId) {
    await noteDelegateRefusal(ctx, 'sales_person');
    throw forbidden('Only the account owner can connect the payout account, not a delegate acting for them.');
  }
  const me = await ownSalesPerson(ctx);
  return connectPayout(ctx, {
    resourceType: 'sales_person',
    id: me.id,
    idempotencyKey: `payout-account-sales-${me.id}`,
    accountRef: me.payout_account_ref,
    connectedAt: me.payout_connected_at,
    email: me.email,
    businessName: `${me.first_name} ${me.last_name}`,
    businessType: body.businessType ?? 'individual',
    portal: 'sales',
  });
}
