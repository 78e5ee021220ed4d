import { sql } from 'kysely';
import type { AdminDoctorListQuery } from '#contracts/doctors';
import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, inTransaction, type Ctx } from '#server/platform/context';
import { actorsChanged } from '#server/platform/auth/actor-cache';
import type { Db } from '#server/platform/db/client';
import { containsPattern, listPage, pagingOf } from '#server/platform/db/list';
import type { NewUser } from '#server/platform/db/schema';
import { insertUser, updateUser, type UserChanges } from './accounts.repository';
import { doctorsPolicy } from './doctors.policy';
import { fullName } from '#server/platform/db/names';

/**
 * The administrator's view of doctors: their account (users) and staff record (doctors), deleted ones included. Each
 * change records its row (a change of the `doctor` resource) in its transaction, the policy in the doctor's UPDATE.
 */

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
      eb.or([eb(fullName('u'), 'ilike', pattern), eb(sql<string>`u.email`, 'ilike', pattern), eb('d.npi', 'like', pattern)]),
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

/** A new doctor: their account and their record, and the CREATE row. */
export const insertDoctor = (
  ctx: Ctx,
  user: NewUser & { role: 'DOCTOR' | 'MEDICAL_PROVIDER' },
  values: { npi: string; license_states: string[]; license_expiries: Record<string, string> },
) =>
  auditedChange(
    ctx,
    async (db) => {
      const account = await insertUser(db, user);
      const doctor = await db
        .insertInto('doctors')
        .values({ ...values, user_id: account.id, license_expiries: JSON.stringify(values.license_expiries) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: doctor.id, userId: account.id };
    },
    ({ id, userId }) => ({
      action: 'CREATE',
      resourceType: 'doctor',
      resourceId: id,
      details: { userId, role: user.role, licenseStates: values.license_states },
    }),
  );

/** The doctor's record changed (the policy part of the UPDATE's WHERE). */
const updateRecord = (ctx: Ctx, db: Db, id: string, changes: DoctorRecordChanges) => {
  const { license_expiries, ...rest } = changes;
  return db
    .updateTable('doctors as d')
    .set({ ...rest, ...(license_expiries ? { license_expiries: JSON.stringify(license_expiries) } : {}), updated_at: new Date() })
    .where('d.id', '=', id)
    .where(policyFilter(doctorsPolicy, ctx.actor) as never)
    .execute();
};

async function setStatus(db: Db, userId: string, status: 'ACTIVE' | 'INACTIVE') {
  await db.updateTable('users').set({ status, updated_at: new Date() }).where('id', '=', userId).execute();
  actorsChanged({ u: userId });
}

/**
 * Changes a doctor's account (name, e-mail, phone), record (NPI, licenses) and status, each only when given, and the
 * UPDATE row naming the `fields` sent.
 */
export const updateDoctor = (
  ctx: Ctx,
  doctor: { id: string; user_id: string },
  changes: { user: UserChanges; record: DoctorRecordChanges; status?: 'ACTIVE' | 'INACTIVE' },
  fields: string[],
) =>
  auditedChange(
    ctx,
    async (db) => {
      if (Object.keys(changes.user).length > 0) await updateUser(db, doctor.user_id, changes.user);
      if (Object.keys(changes.record).length > 0) await updateRecord(ctx, db, doctor.id, changes.record);
      if (changes.status) await setStatus(db, doctor.user_id, changes.status);
    },
    { action: 'UPDATE', resourceType: 'doctor', resourceId: doctor.id, details: { fields } },
  );

/** Turns the doctor's auto-billing on or off, and its AUTO_BILLING row. */
export const setAutoBilling = (ctx: Ctx, doctorId: string, autoBilling: boolean) =>
  auditedChange(ctx, (db) => updateRecord(ctx, db, doctorId, { auto_billing: autoBilling }), {
    action: 'AUTO_BILLING',
    resourceType: 'doctor',
    resourceId: doctorId,
    details: { autoBilling },
  });

/**
 * Sets or clears the doctor's account's deletion (a soft delete: the rows and their history stay), and its DELETE or
 * RESTORE row only when it changed; false when it was already so.
 */
export const setDeleted = (ctx: Ctx, doctor: { id: string; user_id: string }, deleted: boolean): Promise<boolean> =>
  inTransaction(ctx, async (tx) => {
    const result = await tx.db
      .updateTable('users')
      .set({ deleted_at: deleted ? new Date() : null, updated_at: new Date() })
      .where('id', '=', doctor.user_id)
      .where('deleted_at', deleted ? 'is' : 'is not', null)
      .executeTakeFirst();
    actorsChanged({ u: doctor.user_id });
    if (result.numUpdatedRows !== 1n) return false;
    await tx.audit.record(tx.db, { action: deleted ? 'DELETE' : 'RESTORE', resourceType: 'doctor', resourceId: doctor.id });
    return true;
  });

/** A partner's account, for "act as". */
export const partnerAccount = (db: Db, partnerId: string) =>
  db.selectFrom('partners').select(['id', 'user_id']).where('id', '=', partnerId).executeTakeFirst();
