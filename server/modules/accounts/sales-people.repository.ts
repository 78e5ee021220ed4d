import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, type Ctx } from '#server/platform/context';
import { updateUser, type UserChanges } from './accounts.repository';
import { salesPeoplePolicy } from './sales-people.policy';

/**
 * Sales people (role SALES_PERSON): the record beside the user account, with their rate and payout account (money:
 * read through the sales people policy, an administrator's or the sales person's own).
 */

/** A sales person's record with its account's name and contact details; undefined for a deleted account. */
export const findSalesPerson = (ctx: Ctx, salesPersonId: string) =>
  ctx.db
    .selectFrom('sales_people as sp')
    .innerJoin('users as u', 'u.id', 'sp.user_id')
    .select([
      'sp.id',
      'sp.user_id',
      'sp.commission_rate_bps',
      'sp.payout_account_ref',
      'sp.payout_account_status',
      'sp.payout_connected_at',
    ])
    .select(['u.first_name', 'u.last_name', 'u.email', 'u.phone_number'])
    .where('sp.id', '=', salesPersonId)
    .where(policyFilter(salesPeoplePolicy, ctx.actor))
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
export type SalesPersonRow = NonNullable<Awaited<ReturnType<typeof findSalesPerson>>>;

/** The live sales person (`sp`) of a user account (`u`) the caller may see; none for another role's account or a deleted one. */
const liveSalesPersonOfUser = (ctx: Ctx, userId: string) =>
  ctx.db
    .selectFrom('sales_people as sp')
    .innerJoin('users as u', 'u.id', 'sp.user_id')
    .where('sp.user_id', '=', userId)
    .where(policyFilter(salesPeoplePolicy, ctx.actor))
    .where('u.role', '=', 'SALES_PERSON')
    .where('u.deleted_at', 'is', null);

/** The live sales person of a user account, with their name and rate; undefined for another role's or a deleted one. */
export const findSalesPersonByUser = (ctx: Ctx, userId: string) =>
  liveSalesPersonOfUser(ctx, userId)
    .select(['sp.id', 'sp.user_id', 'sp.commission_rate_bps', 'u.first_name', 'u.last_name'])
    .executeTakeFirst();

/** The sales person's own name and phone changed, and the UPDATE sales_profile row naming the `fields` sent. */
export const updateProfile = (ctx: Ctx, salesPerson: { id: string; user_id: string }, user: UserChanges, fields: string[]) =>
  auditedChange(ctx, (db) => updateUser(db, salesPerson.user_id, user), {
    action: 'UPDATE',
    resourceType: 'sales_profile',
    resourceId: salesPerson.id,
    details: { fields },
  });

/**
 * A new rate, and its UPDATE_COMMISSION_RATE row with the old and new rate: the orders trigger (migration 0030) copies
 * it onto orders made from now on, never onto earlier ones.
 */
export const setCommissionRate = (ctx: Ctx, current: { id: string; commission_rate_bps: number }, bps: number) =>
  auditedChange(
    ctx,
    (db) => db.updateTable('sales_people').set({ commission_rate_bps: bps, updated_at: new Date() }).where('id', '=', current.id).execute(),
    {
      action: 'UPDATE_COMMISSION_RATE',
      resourceType: 'sales_person',
      resourceId: current.id,
      details: { fromBps: current.commission_rate_bps, toBps: bps },
    },
  );

/**
 * A live sales person's payout account and name, by their user account; undefined for another role's account or a
 * deleted one. `lock` (for a payout, in its transaction): their row is locked, so that two payouts at once wait for
 * each other.
 */
export function findSalesPersonPayoutAccount(ctx: Ctx, userId: string, lock = false) {
  const query = liveSalesPersonOfUser(ctx, userId).select([
    'sp.id',
    'u.first_name',
    'u.last_name',
    'sp.payout_account_ref',
    'sp.payout_account_status',
  ]);
  return (lock ? query.forUpdate('sp') : query).executeTakeFirst();
}
