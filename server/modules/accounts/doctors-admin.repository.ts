import { sql } from 'kysely';
import type { AdminDoctorListQuery } from '#contracts/doctors';
import { policyFilter } from '#server/platform/access/policy';
import type { Ctx } from '#server/platform/context';
import { actorsChanged } from '#server/platform/auth/actor-cache';
import type { Db } from '#server/platform/db/client';
import { containsPattern, listPage, pagingOf } from '#server/platform/db/list';
import { doctorsPolicy } from './doctors.policy';

/** The administrator's view of doctors: their account (users) and staff record (doctors), deleted ones included. */

const visible = (ctx: Ctx) =>
  ctx.db
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .where(policyFilter(doctorsPolicy, ctx.actor) as never);

const columns = [
  'd.id',
  'd.user_id',
  'd.npi',
  'd.license_states',
  'd.license_expiries',
  'd.auto_billing',
  'd.created_at',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.phone_number',
  'u.role',
  'u.status',
  'u.deleted_at',
] as const;

const SORT = { name: ['u.last_name', 'u.first_name'], createdAt: 'd.created_at' } as const;

/** One page of doctors, searched by name, e-mail or NPI, filtered by status (active, inactive or deleted). */
export function listDoctors(ctx: Ctx, query: AdminDoctorListQuery) {
  let filtered = visible(ctx);
  if (query.status === 'DELETED') filtered = filtered.where('u.deleted_at', 'is not', null);
  else if (query.status) filtered = filtered.where('u.deleted_at', 'is', null).where('u.status', '=', query.status);
  if (query.search) {
    const pattern = containsPattern(query.search);
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql<string>`(u.first_name || ' ' || u.last_name)`, 'ilike', pattern),
        eb(sql<string>`u.email`, 'ilike', pattern),
        eb('d.npi', 'like', pattern),
      ]),
    );
  }
  return listPage(ctx.db, filtered, (q) => q.select(columns), pagingOf(query, SORT, 'd.id'));
}

export const findDoctor = (ctx: Ctx, id: string) => visible(ctx).select(columns).where('d.id', '=', id).executeTakeFirst();

export type AdminDoctorRow = NonNullable<Awaited<ReturnType<typeof findDoctor>>>;

/** The counts of the summary, in one statement: every doctor not deleted, by status, and those added this and last month (UTC). */
export const doctorCounts = (ctx: Ctx) =>
  visible(ctx)
    .where('u.deleted_at', 'is', null)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      sql<number>`count(*) filter (where u.status = 'ACTIVE')`.as('active'),
      sql<number>`count(*) filter (where u.status = 'INACTIVE')`.as('inactive'),
      sql<number>`count(*) filter (where d.created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC')`.as(
        'this_month',
      ),
      sql<number>`count(*) filter (where d.created_at >= (date_trunc('month', now() at time zone 'UTC') - interval '1 month') at time zone 'UTC'
        and d.created_at < date_trunc('month', now() at time zone 'UTC') at time zone 'UTC')`.as('last_month'),
    ])
    .executeTakeFirstOrThrow();

export const npiInUse = async (db: Db, npi: string, exceptDoctorId?: string) => {
  let query = db.selectFrom('doctors').select('id').where('npi', '=', npi);
  if (exceptDoctorId) query = query.where('id', '<>', exceptDoctorId);
  return Boolean(await query.executeTakeFirst());
};

export type DoctorRecordChanges = {
  npi?: string;
  license_states?: string[];
  license_expiries?: Record<string, string>;
  auto_billing?: boolean;
};

export const insertDoctor = (
  db: Db,
  values: { user_id: string; npi: string; license_states: string[]; license_expiries: Record<string, string> },
) =>
  db
    .insertInto('doctors')
    .values({ ...values, license_expiries: JSON.stringify(values.license_expiries) })
    .returning('id')
    .executeTakeFirstOrThrow();

export const updateDoctor = (db: Db, id: string, changes: DoctorRecordChanges) => {
  const { license_expiries, ...rest } = changes;
  return db
    .updateTable('doctors')
    .set({ ...rest, ...(license_expiries ? { license_expiries: JSON.stringify(license_expiries) } : {}), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
};

/** Sets or clears the account's deletion (a soft delete: the rows and their history stay); false when it was already so. */
export async function setDeleted(db: Db, userId: string, deleted: boolean): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ deleted_at: deleted ? new Date() : null, updated_at: new Date() })
    .where('id', '=', userId)
    .where('deleted_at', deleted ? 'is' : 'is not', null)
    .executeTakeFirst();
  actorsChanged({ u: userId });
  return result.numUpdatedRows === 1n;
}

export async function setStatus(db: Db, userId: string, status: 'ACTIVE' | 'INACTIVE') {
  await db.updateTable('users').set({ status, updated_at: new Date() }).where('id', '=', userId).execute();
  actorsChanged({ u: userId });
}

/** A partner's account, for "act as". */
export const partnerAccount = (db: Db, partnerId: string) =>
  db.selectFrom('partners').select(['id', 'user_id']).where('id', '=', partnerId).executeTakeFirst();
