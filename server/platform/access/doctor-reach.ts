import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type ReferenceExpression, type SqlBool } from 'kysely';
import type { Actor, AnyActor } from './actor';
import type { Policy } from './policy';

/**
 * What a doctor reaches: the rows assigned to them (`doctor_id`) and those of the partners whose assigned doctor they
 * are (`partner_id`). Both ids are resolved with the session (the actor), so that they are parameters, not subqueries.
 */
export type DoctorReach = { doctorId: string | null; partnerIds: string[] };

/** The reach of a doctor or medical provider (or a delegate acting for one); undefined for every other caller. */
export const doctorReachOf = (actor: AnyActor): DoctorReach | undefined =>
  actor.kind === 'user' && (actor.role === 'DOCTOR' || actor.role === 'MEDICAL_PROVIDER')
    ? { doctorId: actor.doctorId, partnerIds: [...actor.partnerIdsOfDoctor] }
    : undefined;

/** A partner's reach in the same terms: their own partner id (the GYM_OWNER row below); undefined for every other caller. */
export const partnerReachOf = (actor: AnyActor): DoctorReach | undefined =>
  actor.kind === 'user' && actor.role === 'GYM_OWNER' && actor.partnerId ? { doctorId: null, partnerIds: [actor.partnerId] } : undefined;

const none = sql<boolean>`false`;

/**
 * A reach as a condition on a table's own `doctor_id` and `partner_id` columns (raw SQL, unqualified): `doctor_id = $1
 * OR partner_id = ANY($2)`, with an equality for a single partner and no branch for what the reach lacks, so that a
 * prepared statement's generic plan estimates a partner's reach as one partner's rows.
 */
export function reachCondition(reach: DoctorReach): RawBuilder<boolean> {
  const branches = [
    ...(reach.doctorId ? [sql`doctor_id = ${reach.doctorId}::uuid`] : []),
    ...(reach.partnerIds.length === 1 ? [sql`partner_id = ${reach.partnerIds[0]}::uuid`] : []),
    ...(reach.partnerIds.length > 1 ? [sql`partner_id = any(${reach.partnerIds}::uuid[])`] : []),
  ];
  return branches.length ? sql<boolean>`(${sql.join(branches, sql` or `)})` : none;
}

/**
 * A policy row for doctors over a table that carries its own doctor and partner columns (orders, patients):
 * `doctor = $1 OR partner = ANY($2)`, so that an index on each column can serve it.
 */
export const doctorsRows =
  <DB, TB extends keyof DB>(doctor: ReferenceExpression<DB, TB>, partner: ReferenceExpression<DB, TB>) =>
  (a: Actor) =>
  (eb: ExpressionBuilder<DB, TB>): Expression<SqlBool> =>
    eb.or([
      a.doctorId ? eb(doctor, '=', a.doctorId) : none,
      a.partnerIdsOfDoctor.length ? eb(partner, '=', eb.fn.any(eb.val([...a.partnerIdsOfDoctor]))) : none,
    ]);

/**
 * The policy of a resource whose rows carry their patient, partner and doctor (orders; patients, whose patient is the
 * row itself): an administrator sees all, a patient their own, a partner their patients', a doctor or medical
 * provider their reach.
 */
export const ownedRowsPolicy = <DB, TB extends keyof DB>(columns: {
  patient: ReferenceExpression<DB, TB>;
  partner: ReferenceExpression<DB, TB>;
  doctor: ReferenceExpression<DB, TB>;
}): Policy<DB, TB> => {
  const doctors = doctorsRows<DB, TB>(columns.doctor, columns.partner);
  return {
    SUPER_ADMIN: 'ALL',
    PATIENT: (a) => (eb) => (a.patientId ? eb(columns.patient, '=', a.patientId) : none),
    GYM_OWNER: (a) => (eb) => (a.partnerId ? eb(columns.partner, '=', a.partnerId) : none),
    DOCTOR: doctors,
    MEDICAL_PROVIDER: doctors,
  };
};
