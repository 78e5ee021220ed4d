import type { Db } from '#server/platform/db/client';

/** Sales people (role SALES_PERSON): the record beside the user account, with their rate and payout account. */

/** A sales person's record with its account's name and contact details; undefined for a deleted account. */
export const findSalesPerson = (db: Db, salesPersonId: string) =>
  db
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
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
export type SalesPersonRow = NonNullable<Awaited<ReturnType<typeof findSalesPerson>>>;

export const setPayoutAccount = (
  db: Db,
  salesPersonId: string,
  account: { ref: string; status: 'ONBOARDING' | 'ACTIVE'; connectedAt: Date | null },
) =>
  db
    .updateTable('sales_people')
    .set({
      payout_account_ref: account.ref,
      payout_account_status: account.status,
      payout_connected_at: account.connectedAt,
      updated_at: new Date(),
    })
    .where('id', '=', salesPersonId)
    .execute();

/** The live sales person of a user account, with their name and rate; undefined for another role's or a deleted one. */
export const findSalesPersonByUser = (db: Db, userId: string) =>
  db
    .selectFrom('sales_people as sp')
    .innerJoin('users as u', 'u.id', 'sp.user_id')
    .select(['sp.id', 'sp.user_id', 'sp.commission_rate_bps', 'u.first_name', 'u.last_name'])
    .where('sp.user_id', '=', userId)
    .where('u.role', '=', 'SALES_PERSON')
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();

/** A new rate: the orders trigger (migration 0030) copies it onto orders made from now on, never onto earlier ones. */
export const setCommissionRate = (db: Db, salesPersonId: string, bps: number) =>
  db.updateTable('sales_people').set({ commission_rate_bps: bps, updated_at: new Date() }).where('id', '=', salesPersonId).execute();

/**
 * A live sales person's payout account and name, by their user account; undefined for another role's account or a
 * deleted one. `lock` (for a payout, in its transaction): their row is locked, so that two payouts at once wait for
 * each other.
 */
export function findSalesPersonPayoutAccount(db: Db, userId: string, lock = false) {
  const query = db
    .selectFrom('sales_people as sp')
    .innerJoin('users as u', 'u.id', 'sp.user_id')
    .select(['sp.id', 'u.first_name', 'u.last_name', 'sp.payout_account_ref', 'sp.payout_account_status'])
    .where('sp.user_id', '=', userId)
    .where('u.role', '=', 'SALES_PERSON')
    .where('u.deleted_at', 'is', null);
  return (lock ? query.forUpdate('sp') : query).executeTakeFirst();
}
