import type { Db } from '#server/platform/db/client';

/** Partners (role GYM_OWNER): the business record beside the partner's user account. */

/** A partner's business record with its account's name and contact details. */
export const findPartner = (db: Db, partnerId: string) =>
  db
    .selectFrom('partners as pa')
    .innerJoin('users as u', 'u.id', 'pa.user_id')
    .select(['pa.id', 'pa.user_id', 'pa.business_name', 'pa.logo_key', 'pa.commission_rate_bps', 'pa.billing_mode', 'pa.created_at'])
    .select(['pa.payout_account_ref', 'pa.payout_account_status', 'pa.payout_connected_at'])
    .select(['u.first_name', 'u.last_name', 'u.email', 'u.phone_number'])
    .where('pa.id', '=', partnerId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
export type PartnerRow = NonNullable<Awaited<ReturnType<typeof findPartner>>>;

export const partnerIdOfUser = async (db: Db, userId: string) =>
  (await db.selectFrom('partners').select('id').where('user_id', '=', userId).executeTakeFirst())?.id ?? null;

export const updateBusinessName = (db: Db, partnerId: string, businessName: string) =>
  db.updateTable('partners').set({ business_name: businessName, updated_at: new Date() }).where('id', '=', partnerId).execute();

export const setLogo = (db: Db, partnerId: string, logoKey: string) =>
  db.updateTable('partners').set({ logo_key: logoKey, updated_at: new Date() }).where('id', '=', partnerId).execute();

export const setPayoutAccount = (
  db: Db,
  partnerId: string,
  account: { ref: string; status: 'ONBOARDING' | 'ACTIVE'; connectedAt: Date | null },
) =>
  db
    .updateTable('partners')
    .set({
      payout_account_ref: account.ref,
      payout_account_status: account.status,
      payout_connected_at: account.connectedAt,
      updated_at: new Date(),
    })
    .where('id', '=', partnerId)
    .execute();

export const setBillingMode = (db: Db, partnerId: string, mode: 'PATIENT_PAID' | 'PARTNER_BILLED') =>
  db.updateTable('partners').set({ billing_mode: mode, updated_at: new Date() }).where('id', '=', partnerId).execute();
