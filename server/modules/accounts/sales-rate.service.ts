import type { SalesCommissionRate } from '#contracts/staff-accounts';
import type { Ctx } from '#server/platform/context';
import { notFound } from '#server/platform/errors';
import * as repo from './sales-people.repository';

/**
 * A super admin sets a sales person's commission rate (0 to 50%, in basis points). Each order snapshots its sales
 * person's rate when it is made (the trigger of migration 0030), so a change applies to later orders only.
 */

async function salesPerson(ctx: Ctx, userId: string) {
  const row = await repo.findSalesPersonByUser(ctx, userId);
  if (!row) throw notFound('Sales person not found');
  return row;
}

const view = (row: { user_id: string; first_name: string; last_name: string; commission_rate_bps: number }): SalesCommissionRate => ({
  userId: row.user_id,
  name: `${row.first_name} ${row.last_name}`,
  commissionRateBps: row.commission_rate_bps,
});

/** GET /super-admin/sales-people/{userId}/commission-rate. */
export const getCommissionRate = async (ctx: Ctx, userId: string) => view(await salesPerson(ctx, userId));

/** PUT /super-admin/sales-people/{userId}/commission-rate: audited as UPDATE_COMMISSION_RATE with the old and new rate. */
export async function setCommissionRate(ctx: Ctx, userId: string, bps: number) {
  const current = await salesPerson(ctx, userId);
  await repo.setCommissionRate(ctx, current, bps);
  return view({ ...current, commission_rate_bps: bps });
}

/**
 * A sales person as a payee of the payments module's payouts, by their user account: their record's id, name and
 * payout account; undefined for an unknown, deleted or non-sales account. `lock` (in a transaction) locks their row.
 */
export async function salesPayee(ctx: Ctx, userId: string, lock = false) {
  const row = await repo.findSalesPersonPayoutAccount(ctx, userId, lock);
  if (!row) return undefined;
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`,
    payoutAccountRef: row.payout_account_ref,
    payoutAccountStatus: row.payout_account_status,
  };
}
