// Read-only joins: orders (how many orders) and invoices (how many are unpaid: the invoices module's), each read in a
// counting subquery. How many patients a partner has is the accounts module's own `partner_patient_counts`.
import { sql, type Updateable } from 'kysely';
import type { GymOwnerListQuery } from '#contracts/partners';
import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, type Ctx } from '#server/platform/context';
import { actorsChanged } from '#server/platform/auth/actor-cache';
import type { Db } from '#server/platform/db/client';
import { containsPattern, listPage, pagingOf } from '#server/platform/db/list';
import type { PartnersTable } from '#server/platform/db/schema';
import { updateUser, type UserChanges } from './accounts.repository';
import { partnersPolicy } from './partners.policy';
import { fullName } from '#server/platform/db/names';

/**
 * The administrator's partners: the partner records the caller sees (partners.policy.ts), with live accounts. Each
 * change records its row in its transaction, the policy in the partner's UPDATE.
 */

/** The live partners the caller sees, on `partners` alone (the account's deletion as copied by migration 0068). */
const liveRecords = (ctx: Ctx) =>
  ctx.db.selectFrom('partners as pa').where(policyFilter(partnersPolicy, ctx.actor)).where('pa.account_deleted_at', 'is', null);

/** Partner records with their owner's account (names, e-mail, phone). */
const withAccounts = (records: ReturnType<typeof liveRecords>) => records.innerJoin('users as u', 'u.id', 'pa.user_id');

const visible = (ctx: Ctx) => withAccounts(liveRecords(ctx));

const columns = [
  'pa.id',
  'pa.user_id',
  'pa.business_name',
  'pa.commission_rate_bps',
  'pa.billing_mode',
  'pa.auto_billing',
  'pa.doctor_id',
  'pa.payout_account_status',
  'pa.created_at',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.phone_number',
] as const;

/**
 * The doctor's name beside the partner, and how many patients the partner has (the counts kept by the database from
 * the patients, migration 0064: a count over Harbor's 50,000 patients on every page cost 4 ms). Each is a subquery of
 * the select list, which PostgreSQL evaluates for the page's rows only, after the sort and the limit: as joins, it
 * joined every partner first (5 ms for 1,000 partners).
 */
const projected = (query: ReturnType<typeof visible>) =>
  query.select(columns).select((eb) => {
    const doctor = eb.selectFrom('doctors as d').innerJoin('users as du', 'du.id', 'd.user_id').whereRef('d.id', '=', 'pa.doctor_id');
    return [
      doctor.select('du.first_name').as('doctor_first_name'),
      doctor.select('du.last_name').as('doctor_last_name'),
      eb.selectFrom('partner_patient_counts as ppc').select('ppc.patients').whereRef('ppc.partner_id', '=', 'pa.id').as('patient_count'),
    ];
  });

const SORT = { createdAt: 'pa.created_at', businessName: 'pa.business_name' } as const;

/**
 * One page of partners, searched by business name, owner name or e-mail, sorted and counted in SQL. Unsearched, the
 * page reads the live partners' index in its sort (partners_live_created_idx / _name_idx, migration 0068) and joins
 * only its rows to their accounts, and the count reads `partners` alone.
 */
export async function listPartners(ctx: Ctx, query: GymOwnerListQuery) {
  let live = liveRecords(ctx);
  if (query.billingMode) live = live.where('pa.billing_mode', '=', query.billingMode);
  const totalQuery = query.search
    ? undefined
    : sql<{ total: number }>`select count(*)::int as total from (${live.select(sql<number>`1`.as('one'))}) as live`;
  let filtered = withAccounts(live);
  if (query.search) {
    const pattern = containsPattern(query.search);
    filtered = filtered.where((eb) =>
      eb.or([eb('pa.business_name', 'ilike', pattern), eb(fullName('u'), 'ilike', pattern), eb(sql<string>`u.email`, 'ilike', pattern)]),
    );
  }
  return listPage(ctx.db, filtered, projected, { ...pagingOf(query, SORT, 'pa.id'), totalQuery });
}
export type PartnerListRow = Awaited<ReturnType<typeof listPartners>>['rows'][number];

/** One partner with the detail screen's counts; undefined when the caller does not see it or it was deleted. */
export const findPartnerDetail = (ctx: Ctx, id: string) =>
  projected(visible(ctx))
    .select((eb) => [
      eb
        .selectFrom('partner_patient_counts as ppc')
        .select('ppc.unassigned')
        .whereRef('ppc.partner_id', '=', 'pa.id')
        .as('unassigned_patient_count'),
      eb
        .selectFrom('orders as oc')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('oc.partner_id', '=', 'pa.id')
        .as('order_count'),
      eb
        .selectFrom('invoices as ic')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('ic.partner_id', '=', 'pa.id')
        .where('ic.status', 'in', ['OPEN', 'PAYMENT_FAILED'])
        .as('unpaid_invoice_count'),
    ])
    .where('pa.id', '=', id)
    .executeTakeFirst();
export type PartnerDetailRow = NonNullable<Awaited<ReturnType<typeof findPartnerDetail>>>;

/** Changes a partner's business record, the policy part of the UPDATE's WHERE. */
async function updateRecord(ctx: Ctx, db: Db, id: string, values: Updateable<PartnersTable>) {
  await db
    .updateTable('partners as pa')
    .set({ ...values, updated_at: new Date() })
    .where('pa.id', '=', id)
    .where(policyFilter(partnersPolicy, ctx.actor))
    .execute();
  // A new assigned doctor: the doctors' reach (their actors' partner ids) changes.
  if (values.doctor_id !== undefined) actorsChanged({ p: id });
}

/**
 * Changes a partner's account (`user`: name, e-mail, phone) and business record (`record`), each when any, and the
 * UPDATE partner row (`details`: the fields sent, the old and new money settings).
 */
export const updatePartner = (
  ctx: Ctx,
  partner: { id: string; user_id: string },
  changes: { user: UserChanges; record: Updateable<PartnersTable> },
  details: Record<string, unknown>,
) =>
  auditedChange(
    ctx,
    async (db) => {
      if (Object.keys(changes.user).length) await updateUser(db, partner.user_id, changes.user);
      if (Object.keys(changes.record).length) await updateRecord(ctx, db, partner.id, changes.record);
    },
    { action: 'UPDATE', resourceType: 'partner', resourceId: partner.id, details },
  );

/** Gives the partner a doctor (null: none), and the ASSIGN_DOCTOR row with the doctor before and after. */
export const assignDoctor = (ctx: Ctx, partner: { id: string; doctor_id: string | null }, doctorId: string | null) =>
  auditedChange(ctx, (db) => updateRecord(ctx, db, partner.id, { doctor_id: doctorId }), {
    action: 'ASSIGN_DOCTOR',
    resourceType: 'partner',
    resourceId: partner.id,
    details: { fromDoctorId: partner.doctor_id, toDoctorId: doctorId },
  });

/**
 * Soft delete: the partner's account is marked deleted (its sessions stop working at once); the records stay. Its
 * DELETE partner row names the business and how many patients it had.
 */
export const deletePartnerAccount = (
  ctx: Ctx,
  partner: { id: string; user_id: string; business_name: string; patient_count: number | null },
) =>
  auditedChange(
    ctx,
    async (db) => {
      await db
        .updateTable('users')
        .set({ deleted_at: new Date(), updated_at: new Date() })
        .where('id', '=', partner.user_id)
        .where('deleted_at', 'is', null)
        .execute();
      actorsChanged({ u: partner.user_id });
    },
    {
      action: 'DELETE',
      resourceType: 'partner',
      resourceId: partner.id,
      details: { businessName: partner.business_name, patients: partner.patient_count },
    },
  );

/** Live doctors (role DOCTOR), found by name or e-mail, by name: those a partner can be given. */
export function doctorChoices(db: Db, search: string | undefined, limit: number) {
  let query = db
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['d.id', 'u.first_name', 'u.last_name', 'u.email', 'd.license_states'])
    .where('u.deleted_at', 'is', null)
    .where('u.role', '=', 'DOCTOR')
    .where('u.status', '=', 'ACTIVE');
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([eb(fullName('u'), 'ilike', pattern), eb(sql<string>`u.email`, 'ilike', pattern)]));
  }
  return query.orderBy('u.last_name').orderBy('u.first_name').orderBy('d.id').limit(limit).execute();
}

/** A live doctor (role DOCTOR) by id, with their name. */
export const liveDoctor = (db: Db, id: string) =>
  db
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['d.id', 'u.first_name', 'u.last_name'])
    .where('d.id', '=', id)
    .where('u.deleted_at', 'is', null)
    .where('u.role', '=', 'DOCTOR')
    .where('u.status', '=', 'ACTIVE')
    .executeTakeFirst();

/** A live partner's id, locked for the change (the partner row is the lock). */
export const lockPartner = (db: Db, id: string) =>
  db
    .selectFrom('partners as pa')
    .innerJoin('users as u', 'u.id', 'pa.user_id')
    .select(['pa.id', 'pa.user_id', 'pa.doctor_id'])
    .where('pa.id', '=', id)
    .where('u.deleted_at', 'is', null)
    .forUpdate('pa')
    .executeTakeFirst();

/** Every live partner the caller sees, with its owner's name: the rows the leaderboard and the at-risk list rank. */
export const livePartners = (ctx: Ctx) =>
  visible(ctx)
    .select(['pa.id', 'pa.business_name', 'pa.created_at', 'u.first_name', 'u.last_name', 'u.email'])
    .orderBy('pa.business_name')
    .orderBy('pa.id')
    .execute();

/**
 * Locks a live partner's row the caller sees (the partners policy: an administrator's payout) for a payout (two payouts
 * at once wait for each other), with its payout account.
 */
export const lockPartnerPayoutAccount = (ctx: Ctx, id: string) =>
  ctx.db
    .selectFrom('partners as pa')
    .innerJoin('users as u', 'u.id', 'pa.user_id')
    .select(['pa.id', 'pa.business_name', 'pa.payout_account_ref', 'pa.payout_account_status'])
    .where('pa.id', '=', id)
    .where(policyFilter(partnersPolicy, ctx.actor))
    .where('u.deleted_at', 'is', null)
    .forUpdate('pa')
    .executeTakeFirst();
/** How many live partners the caller sees, and how many of them joined this month (UTC): one row of counts. */
export const partnerFigures = (ctx: Ctx) =>
  visible(ctx)
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where pa.created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'))::int`.as(
        'this_month',
      ),
    ])
    .executeTakeFirstOrThrow();

/** How many of the partners the caller sees joined in each day, week or month (UTC) of the range: one GROUP BY. */
export function registeredPerPeriod(ctx: Ctx, period: 'day' | 'week' | 'month', range: { startDate: string; endDate: string }) {
  const unit = sql.lit(({ day: 'day', week: 'week', month: 'month' } as const)[period]);
  const bucket = sql<string>`to_char(date_trunc(${unit}, pa.created_at at time zone 'UTC'), 'YYYY-MM-DD')`;
  return visible(ctx)
    .where('pa.created_at', '>=', sql<Date>`${range.startDate}::date::timestamp at time zone 'UTC'`)
    .where('pa.created_at', '<', sql<Date>`(${range.endDate}::date + 1)::timestamp at time zone 'UTC'`)
    .select([bucket.as('period_start'), sql<number>`count(*)::int`.as('count')])
    .groupBy(bucket)
    .orderBy(bucket)
    .execute();
}
