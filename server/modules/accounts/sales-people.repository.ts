import type { Db } from '../../platform/db/client';

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
