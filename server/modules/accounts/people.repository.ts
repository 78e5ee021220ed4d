// Read-only joins: patients (a person's patient record, and the patients a clinician reaches, by the filter the caller
// gives from the patients policy) and, for the clinicians who see a patient, patients' doctor and partner columns (the patients module's).
import { sql } from 'kysely';
import type { Role } from '#contracts/common';
import type { Filter } from '#server/platform/access/policy';
import type { Ctx } from '#server/platform/context';
import type { Database } from '#server/platform/db/schema';
import { containsPattern } from '#server/platform/db/list';
import { fullName } from '#server/platform/db/names';

/**
 * A directory of live people (active, not deleted) for chat: by ids, by phones or searched by name, e-mail or phone,
 * narrowed to the people a caller may reach: some roles outright, patients all or through the patients policy applied
 * to a clinician's actor, and a few named accounts. Each with their patient record id, when they are a patient.
 */
export type PeopleFilter = {
  ids?: readonly string[];
  phones?: readonly string[];
  search?: string;
  /** Roles reached outright. */
  roles?: readonly Role[];
  /** Patients reached: every one, those the filter admits (the patients policy applied to a clinician), or none. */
  patients?: 'ALL' | Filter<Database, 'patients'> | null;
  /** Accounts reached besides (a patient's clinicians, checked by the caller). */
  userIds?: readonly string[];
  exceptUserId?: string;
  limit: number;
};

/** The people `filter` reaches: the caller passes its reach (roles, the patients policy applied to an actor, accounts). */
export function findPeople(ctx: Ctx, filter: PeopleFilter) {
  let query = ctx.db
    .selectFrom('users as u')
    .select(['u.id', 'u.role', 'u.first_name', 'u.last_name', 'u.email', 'u.phone_number'])
    // Subqueries probed per matching user (patients_user_id_key), never a join the planner may hash over every patient.
    .select((eb) => eb.selectFrom('patients as pt').select('pt.id').whereRef('pt.user_id', '=', 'u.id').as('patient_id'))
    .where('u.deleted_at', 'is', null)
    .where('u.status', '=', 'ACTIVE');
  if (filter.ids) query = query.where('u.id', '=', sql<string>`any(${[...filter.ids]}::uuid[])`);
  if (filter.phones) query = query.where('u.phone_number', '=', sql<string>`any(${[...filter.phones]}::text[])`);
  if (filter.exceptUserId) query = query.where('u.id', '<>', filter.exceptUserId);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const digits = filter.search.replace(/\D/g, '');
    query = query.where((eb) =>
      eb.or([
        eb(fullName('u'), 'ilike', pattern),
        eb(sql<string>`u.email`, 'ilike', pattern),
        ...(digits.length >= 3 ? [eb('u.phone_number', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  const { roles, patients, userIds } = filter;
  if (roles || patients !== undefined || userIds) {
    query = query.where((eb) => {
      const reach = [sql<boolean>`false`];
      if (roles?.length) reach.push(sql<boolean>`u.role = any(${[...roles]}::text[])`);
      if (patients === 'ALL') reach.push(sql<boolean>`u.role = 'PATIENT'`);
      else if (patients) {
        // LIMIT keeps it a per-row probe (a subplan), never pulled up into a join.
        const seen = eb
          .selectFrom('patients')
          .select(sql<boolean>`true`.as('seen'))
          .whereRef('patients.user_id', '=', 'u.id')
          .where(patients)
          .limit(1);
        reach.push(sql<boolean>`coalesce((${seen}), false)`);
      }
      if (userIds?.length) reach.push(sql<boolean>`u.id = any(${[...userIds]}::uuid[])`);
      return eb.or(reach);
    });
  }
  return query.orderBy('u.first_name').orderBy('u.last_name').orderBy('u.id').limit(filter.limit).execute();
}

export type PersonRow = Awaited<ReturnType<typeof findPeople>>[number];

/**
 * The clinicians who may be seeing this patient: the patient's doctor and their partner's doctor (the two ways a doctor
 * reaches a patient in doctor-reach.ts). Candidates only: chat confirms each through the patients policy.
 */
export const cliniciansNominatedFor = async (ctx: Ctx, patientId: string): Promise<string[]> =>
  (
    await ctx.db
      .selectFrom('doctors as d')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .select('u.id')
      .where((eb) =>
        eb.or([
          eb('d.id', '=', eb.selectFrom('patients').select('patients.doctor_id').where('patients.id', '=', patientId)),
          eb(
            'd.id',
            '=',
            eb
              .selectFrom('partners as pa')
              .innerJoin('patients', 'patients.partner_id', 'pa.id')
              .select('pa.doctor_id')
              .where('patients.id', '=', patientId),
          ),
        ]),
      )
      .where('u.deleted_at', 'is', null)
      .execute()
  ).map((r) => r.id);
