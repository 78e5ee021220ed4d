import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, type Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import { updateUser, type UserChanges } from './accounts.repository';
import { partnersPolicy } from './partners.policy';

/** Partners (role GYM_OWNER): the business record beside the partner's user account. */

/** A partner's business record (its money terms too) with its account's name and contact details: the partners policy. */
export const findPartner = (ctx: Ctx, partnerId: string) =>
  ctx.db
    .selectFrom('partners as pa')
    .innerJoin('users as u', 'u.id', 'pa.user_id')
    .select(['pa.id', 'pa.user_id', 'pa.business_name', 'pa.logo_key', 'pa.commission_rate_bps', 'pa.billing_mode', 'pa.created_at'])
    .select(['pa.payout_account_ref', 'pa.payout_account_status', 'pa.payout_connected_at'])
    .select(['u.first_name', 'u.last_name', 'u.email', 'u.phone_number'])
    .where('pa.id', '=', partnerId)
    .where(policyFilter(partnersPolicy, ctx.actor))
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
export type PartnerRow = NonNullable<Awaited<ReturnType<typeof findPartner>>>;

export const partnerIdOfUser = async (db: Db, userId: string) =>
  (await db.selectFrom('partners').select('id').where('user_id', '=', userId).executeTakeFirst())?.id ?? null;

/**
 * The partner's own profile changed: the account's name and phone (`user`, when any) and the business name (when
 * given, through the partners policy in the UPDATE's WHERE), and the UPDATE partner_profile row naming the `fields` sent.
 */
export const updateProfile = (
  ctx: Ctx,
  partner: { id: string; user_id: string },
  changes: { user: UserChanges; businessName?: string },
  fields: string[],
) =>
  auditedChange(
    ctx,
    async (db) => {
      if (Object.keys(changes.user).length) await updateUser(db, partner.user_id, changes.user);
      if (changes.businessName !== undefined)
        await db
          .updateTable('partners as pa')
          .set({ business_name: changes.businessName, updated_at: new Date() })
          .where('pa.id', '=', partner.id)
          .where(policyFilter(partnersPolicy, ctx.actor))
          .execute();
    },
    { action: 'UPDATE', resourceType: 'partner_profile', resourceId: partner.id, details: { fields } },
  );

export const setLogo = (db: Db, partnerId: string, logoKey: string) =>
  db.updateTable('partners').set({ logo_key: logoKey, updated_at: new Date() }).where('id', '=', partnerId).execute();

/**
 * The brand a partner's link shows on its patients' intake pages (public: anyone with the link): the name, the logo
 * and whether the partner covers the treatment; nothing else of the record.
 */
export const findPartnerBrand = (ctx: Ctx, partnerId: string) =>
  ctx.db
    .selectFrom('partners as pa')
    .innerJoin('users as u', 'u.id', 'pa.user_id')
    .select(['pa.business_name', 'pa.logo_key', 'pa.billing_mode'])
    .where((eb) => eb.and({ 'pa.id': partnerId, 'u.deleted_at': null }))
    .executeTakeFirst();

/** Who pays for a partner's patients' new orders, on a partner record the caller may change (the partners policy). */
export const setBillingMode = (ctx: Ctx, partnerId: string, mode: 'PATIENT_PAID' | 'PARTNER_BILLED') =>
  ctx.db
    .updateTable('partners as pa')
    .set({ billing_mode: mode, updated_at: new Date() })
    .where('pa.id', '=', partnerId)
    .where(policyFilter(partnersPolicy, ctx.actor))
    .execute();
