import type { Insertable } from 'kysely';
import type { DoctorPatient, UpdateDoctorPatientBody } from '#contracts/patients';
import type { PatientProfile, UpdatePatientProfileBody } from '#contracts/patient-profile';
import type { Actor } from '#server/platform/access/actor';
import { policyFilter } from '#server/platform/access/policy';
import { inTransaction, userOf, type Ctx, type DeniedAs } from '#server/platform/context';
import { isUniqueViolation } from '#server/platform/db/errors';
import { decodeKeyCursor, pageInfo } from '#server/platform/db/list';
import type { PatientsTable } from '#server/platform/db/schema';
import { badRequest, emailTaken, notFound } from '#server/platform/errors';
import { usPhone } from '#server/platform/validation';
import * as accounts from '#server/modules/accounts/accounts.service';
import { checkZipInState, usState } from '#server/platform/us-states';
import { patientsPolicy } from './patients.policy';
import * as changes from './patient-changes.repository';
import * as repo from './patients.repository';
import { patientRecordView, patientView, profileView } from './patients.views';

export type PatientRow = repo.PatientRow;

/**
 * A page of patients and its paging fields, for any audience's list. An unsearched list also pages by keyset cursor
 * (`after`: the `nextCursor` of the previous page, for the same sort field); a cursor the server did not make, made
 * for another sort field, or sent with a search, is a 400. A cursor is only a position in the sort: read with the
 * caller's policy, it shows nothing the caller does not see (another owner's cursor pages the caller's own rows).
 * `countCap` counts up to a cap (`totalIsEstimate` past it); a doctor's unsearched list is exact (the counts kept per
 * doctor and partner) and ignores it.
 */
export async function patientPage(ctx: Ctx, query: repo.PatientListQuery, countCap?: number) {
  const field = query.sort.split(':')[0];
  const after = query.after === undefined ? undefined : decodeKeyCursor(query.after, field, field === 'createdAt' ? 1 : 2);
  if (query.after !== undefined && (!after || !repo.pagesByCursor(query))) {
    const message = after ? 'A cursor pages the list without a search' : 'Not a cursor from this list: start again from page 1';
    throw badRequest(message, [{ path: 'after', message }]);
  }
  const page = await repo.listPatients(ctx, query, { countCap, after });
  return {
    rows: page.rows,
    paging: {
      ...pageInfo(page.total, query),
      ...(page.totalIsEstimate ? { totalIsEstimate: true } : {}),
      ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
    },
  };
}

/** A doctor's, a partner's or an administrator's view of one doctor's patients: counted up to the cap. */
export async function listPatients(ctx: Ctx, query: repo.PatientListQuery) {
  const { rows, paging } = await patientPage(ctx, query, repo.PATIENT_COUNT_CAP);
  return { items: rows.map(patientView), ...paging };
}

/** A patient the caller sees, or a 404 that never tells another owner's patient from a missing one. */
export async function getPatient(ctx: Ctx, patientId: string, deniedAs?: DeniedAs): Promise<PatientRow> {
  const row = await repo.findPatient(ctx, patientId, { deniedAs });
  if (!row) throw notFound('Patient not found');
  return row;
}

/** GET /gym-owner/patients/{id}: one patient the caller sees (the patients policy), audited as a READ; 404 otherwise. */
export const patientOfCaller = async (ctx: Ctx, patientId: string) => patientView(await getPatient(ctx, patientId));

/** GET /patients/{id}: one's own patient record, by the patient id or the user id. */
export async function patientRecord(ctx: Ctx, id: string) {
  const row = await repo.findPatient(ctx, id, { byUser: true });
  if (!row) throw notFound('Patient not found');
  return patientRecordView(row);
}

/** The ids of patients whose name or e-mail matches, as a subquery for lists of other resources searched by patient. */
export const patientsMatching = (ctx: Ctx, search: string) => repo.patientsMatching(ctx, search);

/** Whether the patients policy lets `actor` (another person than the caller, say a clinician chat asks about) see this patient. */
export const actorSeesPatient = (ctx: Ctx, actor: Actor, patientId: string) => repo.actorSeesPatient(ctx, actor, patientId);
export type PatientIds = ReturnType<typeof patientsMatching>;
/** The patients an actor reaches, as a WHERE filter over `patients` (a directory's search narrows by it). */
export const reachOf = (actor: Actor) => policyFilter(patientsPolicy, actor);

/** A new patient record for an account; audited by the operation that creates it (a checkout, a sign-up, a doctor's order). */
export const createPatient = async (ctx: Ctx, values: Insertable<PatientsTable>) => (await repo.insertPatient(ctx, values)).id;

const USER_FIELDS = { firstName: 'first_name', lastName: 'last_name', email: 'email', phoneNumber: 'phone_number' } as const;
const PATIENT_FIELDS = {
  dateOfBirth: 'date_of_birth',
  gender: 'gender',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state: 'state',
  zipcode: 'zipcode',
  country: 'country',
} as const;

const pick = (values: Record<string, string | null>, map: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(map)
      .filter(([field]) => field in values)
      .map(([field, column]) => [column, values[field]]),
  );

/** Changes the account fields on `users` (through accounts) and the rest on `patients`, together, as one audited UPDATE. */
async function change(ctx: Ctx, patient: PatientRow, values: Record<string, string | null>, resourceType: string) {
  if (values.email && (await accounts.emailInUse(ctx, values.email, patient.user_id))) throw emailTaken();
  try {
    await inTransaction(ctx, async (tx) => {
      // Only the fields sent change: a record none of them belongs to is left alone.
      const [user, record] = [pick(values, USER_FIELDS), pick(values, PATIENT_FIELDS)];
      if (Object.keys(user).length) await accounts.updateUser(tx, patient.user_id, user);
      await changes.updatePatient(tx, patient.id, record, {
        action: 'UPDATE',
        resourceType,
        resourceId: patient.id,
        patientId: patient.id,
        details: { fields: Object.keys(values) },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return (await repo.findPatient(ctx, patient.id))!;
}

/** PATCH /doctors/patients/{id}: only the fields sent change; optional text sent empty (address line 2, …) clears it. */
export async function updatePatient(ctx: Ctx, patientId: string, body: UpdateDoctorPatientBody): Promise<DoctorPatient> {
  const patient = await getPatient(ctx, patientId, { action: 'UPDATE' });
  const values: Record<string, string | null> = {};
  for (const [field, value] of Object.entries(body) as [keyof UpdateDoctorPatientBody, string | undefined][]) {
    if (value !== undefined) values[field] = value === '' ? null : value;
  }
  if (values.phoneNumber) values.phoneNumber = usPhone(values.phoneNumber, 'phoneNumber');
  if (values.state) values.state = usState(values.state, 'state');
  zipAgreesWithState(patient, values);
  return patientView(await change(ctx, patient, values, 'patient'));
}

/** A change of the state or the ZIP code must leave an address whose ZIP is in its state (400 on the ZIP otherwise). */
function zipAgreesWithState(patient: PatientRow, values: Record<string, string | null>) {
  if (!('state' in values) && !('zipcode' in values)) return;
  const state = 'state' in values ? values.state : patient.state;
  checkZipInState('zipcode' in values ? values.zipcode : patient.zipcode, state, 'zipcode');
}

/** The signed-in patient's own record. */
async function ownRecord(ctx: Ctx, readAs?: DeniedAs) {
  const { patientId } = userOf(ctx);
  const row = patientId ? await repo.findPatient(ctx, patientId, { readAs }) : undefined;
  if (!row) throw notFound('Patient not found');
  return row;
}

export const ownProfile = async (ctx: Ctx): Promise<PatientProfile> =>
  profileView(await ownRecord(ctx, { resourceType: 'patient_profile' }));

/** The signed-in patient's address, for their account view (their user id names the read). */
export async function ownAddress(ctx: Ctx) {
  const { patientId, actorId } = userOf(ctx);
  return patientId ? repo.findPatient(ctx, patientId, { readAs: { resourceType: 'user', resourceId: actorId } }) : undefined;
}

/** PUT /patient/profile: merges only the non-empty fields; address fields go to the patient record. */
export async function updateOwnProfile(ctx: Ctx, body: UpdatePatientProfileBody): Promise<PatientProfile> {
  const current = await ownRecord(ctx, { resourceType: 'patient_profile' });
  const filled = Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as Record<
    string,
    string
  >;
  if (filled.phoneNumber) filled.phoneNumber = usPhone(filled.phoneNumber, 'phoneNumber');
  if (filled.state) filled.state = usState(filled.state, 'state');
  if (filled.zipcode && !/^\d{5}(-\d{4})?$/.test(filled.zipcode))
    throw badRequest('Enter a 5-digit ZIP code', [{ path: 'zipcode', message: 'Enter a 5-digit ZIP code' }]);
  zipAgreesWithState(current, filled);
  return profileView(await change(ctx, current, filled, 'patient_profile'));
}

/** Moves the patient count changes appended by the triggers into the counts (the reach counts job). */
export { movePatientCountChanges } from './patient-counts.repository';
