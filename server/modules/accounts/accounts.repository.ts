// Read-only joins: a module writes only its own tables, but a repository may JOIN another module's table, read-only,
// for a projection or an access rule. Here: patients (a user's patient record id) and, to check a bearer token's
// session, sessions (the auth module's).
import { sql } from 'kysely';
import { actorsChanged } from '#server/platform/auth/actor-cache';
import { auditedChange, type Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import { anyRow } from '#server/platform/db/list';
import type { NewUser } from '#server/platform/db/schema';

/** Accounts: users and the staff records beside them (doctors, partners, sales people). */

export type UserChanges = { first_name?: string; last_name?: string; email?: string; phone_number?: string | null };

export const findUserByEmail = (db: Db, email: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export const findUserById = (db: Db, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();

/** Whether any account (even a deleted one) holds the e-mail: the unique index counts them all. */
export function emailInUse(db: Db, email: string, exceptUserId?: string): Promise<boolean> {
  const query = db.selectFrom('users').where(sql`lower(email)`, '=', email.toLowerCase());
  return anyRow(exceptUserId ? query.where('id', '<>', exceptUserId) : query);
}

export const insertUser = (db: Db, user: NewUser) => db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();

export const updateUser = (db: Db, userId: string, values: UserChanges) =>
  db
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();

/** The person's own name and phone changed (only `values`), and the UPDATE user_profile row naming them. */
export const updateOwnProfile = (ctx: Ctx, userId: string, values: UserChanges) =>
  auditedChange(ctx, (db) => updateUser(db, userId, values), {
    action: 'UPDATE',
    resourceType: 'user_profile',
    resourceId: userId,
    details: { fields: Object.keys(values) },
  });

/** A doctor's own name and phone changed, and the UPDATE doctor_profile row naming the `fields` sent. */
export const updateDoctorProfile = (ctx: Ctx, doctor: { id: string; user_id: string }, values: UserChanges, fields: string[]) =>
  auditedChange(ctx, (db) => updateUser(db, doctor.user_id, values), {
    action: 'UPDATE',
    resourceType: 'doctor_profile',
    resourceId: doctor.id,
    details: { fields },
  });

/** Serialises changes that belong to one user (the user row is the lock). */
export const lockUser = (db: Db, userId: string) =>
  db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();

export const insertSalesPerson = (db: Db, userId: string) =>
  db.insertInto('sales_people').values({ user_id: userId }).returning('id').executeTakeFirstOrThrow();

/** A doctor's record with what prescribing and licensing need. */
export const findDoctor = (db: Db, doctorId: string) =>
  db
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select([
      'd.id',
      'd.user_id',
      'd.npi',
      'd.license_states',
      'd.license_expiries',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.phone_number',
    ])
    .where('d.id', '=', doctorId)
    .executeTakeFirst();

export const doctorExists = (db: Db, doctorId: string) => anyRow(db.selectFrom('doctors').where('id', '=', doctorId));
export const partnerExists = (db: Db, partnerId: string) => anyRow(db.selectFrom('partners').where('id', '=', partnerId));

/**
 * Who pays for a new order of this partner's patient: read for whoever makes the order (an anonymous checkout, a
 * patient's renewal, a doctor, the partner), so not the partners policy: one answer for that order, nothing shown.
 */
export const billingModeOfPartner = async (ctx: Ctx, partnerId: string) =>
  (await ctx.db.selectFrom('partners').select('billing_mode').where('id', '=', partnerId).executeTakeFirst())?.billing_mode ?? null;

/** The partners whose assigned doctor this is: their patients are the doctor's too. */
export const partnerIdsOfDoctor = async (db: Db, doctorId: string) =>
  (await db.selectFrom('partners').select('id').where('doctor_id', '=', doctorId).execute()).map((r) => r.id);

/** The partner's assigned doctor, unless that doctor's account was deleted (a deleted doctor is assigned nothing new). */
export const doctorOfPartner = async (db: Db, partnerId: string) =>
  (
    await db
      .selectFrom('partners')
      .innerJoin('doctors', 'doctors.id', 'partners.doctor_id')
      .innerJoin('users', 'users.id', 'doctors.user_id')
      .select('partners.doctor_id')
      .where('partners.id', '=', partnerId)
      .where('users.deleted_at', 'is', null)
      .executeTakeFirst()
  )?.doctor_id ?? null;

/** The longest-serving active doctor licensed in the state, if any. */
export const firstDoctorLicensedIn = async (db: Db, state: string) =>
  (
    await db
      .selectFrom('doctors')
      .innerJoin('users', 'users.id', 'doctors.user_id')
      .select('doctors.id')
      .where(sql<boolean>`${state} = any(doctors.license_states)`)
      // A license whose expiry day has passed does not count (migration 0019).
      .where(sql<boolean>`coalesce((doctors.license_expiries ->> ${state})::date >= current_date, true)`)
      .where('users.deleted_at', 'is', null)
      .where('users.status', '=', 'ACTIVE')
      .where('users.role', '=', 'DOCTOR')
      .orderBy('doctors.created_at')
      .executeTakeFirst()
  )?.id ?? null;

/** A user with the ids the access policies need: their patient, doctor, partner and sales person records, and a doctor's partners. */
const actorIds = (db: Db) =>
  db
    .selectFrom('users as u')
    .leftJoin('patients as pt', 'pt.user_id', 'u.id')
    .leftJoin('doctors as d', 'd.user_id', 'u.id')
    .leftJoin('partners as pa', 'pa.user_id', 'u.id')
    .leftJoin('sales_people as sp', 'sp.user_id', 'u.id')
    .select(['u.role', 'u.status', 'u.deleted_at'])
    .select(['pt.id as patient_id', 'd.id as doctor_id', 'pa.id as partner_id', 'sp.id as sales_person_id'])
    .select(sql<string[] | null>`(select array_agg(p2.id) from partners p2 where p2.doctor_id = d.id)`.as('partner_ids_of_doctor'));

/** The ids an account acts with (its patient, doctor, partner records), for work vouched for by other proof than a session. */
export const actorOfUser = (ctx: Ctx, userId: string) => actorIds(ctx.db).where('u.id', '=', userId).executeTakeFirst();

/**
 * In one query: the token's user with their ids, and whether its session (and delegate access) are live. The person
 * acting (the session's user: the delegate, for a delegate token) must be active too.
 */
export const actorOfSession = (db: Db, claims: { sub: string; actorId: string; sid: string }) =>
  actorIds(db)
    .innerJoin('sessions as s', (join) => join.on('s.id', '=', claims.sid))
    .innerJoin('users as acting', (join) =>
      join.onRef('acting.id', '=', 's.user_id').on('acting.status', '=', 'ACTIVE').on('acting.deleted_at', 'is', null),
    )
    .leftJoin('delegate_accesses as da', 'da.id', 's.delegate_access_id')
    .select(['s.delegate_access_id', 'da.status as delegate_status', 's.acting_for_user_id', 's.expires_at as session_expires_at'])
    .where('u.id', '=', claims.sub)
    .where('s.user_id', '=', claims.actorId)
    .where('s.revoked_at', 'is', null)
    .executeTakeFirst();

export async function setPasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', userId).execute();
  actorsChanged({ u: userId });
}

export const setAvatar = (db: Db, userId: string, avatarKey: string) =>
  db.updateTable('users').set({ avatar_key: avatarKey, updated_at: new Date() }).where('id', '=', userId).execute();
/** The live care team's accounts (whom a care task may be assigned to), by name: users_live_role_created_idx. */
export const careStaff = (db: Db, roles: readonly ('NURSER' | 'CLIENT_SPECIALIST' | 'CUSTOMER_SUPPORT')[], id?: string) => {
  let query = db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'role'])
    .where('role', 'in', roles)
    .where('deleted_at', 'is', null);
  if (id) query = query.where('id', '=', id);
  return query.orderBy('first_name').orderBy('last_name').orderBy('id').execute();
};
