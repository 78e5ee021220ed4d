import type { Actor } from '#server/platform/access/actor';
import type { AccessClaims } from '#server/platform/auth/tokens';
import { userOf, type Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import type { NewUser } from '#server/platform/db/schema';
import { notFound, unauthorized } from '#server/platform/errors';
import * as repo from './accounts.repository';
import * as people from './people.repository';
import * as directory from './staff-directory.repository';

/**
 * Users and staff records for the other modules. Creating or changing an account is audited by the operation that
 * does it (a sign-up, a checkout, a doctor's new patient, a profile change): one row for one call.
 */

export type UserChanges = repo.UserChanges;

export const findUserByEmail = (ctx: Ctx, email: string) => repo.findUserByEmail(ctx.db, email);
export const findUserById = (ctx: Ctx, id: string) => repo.findUserById(ctx.db, id);
export const emailInUse = (ctx: Ctx, email: string, exceptUserId?: string) => repo.emailInUse(ctx.db, email, exceptUserId);
export const createUser = (ctx: Ctx, user: NewUser) => repo.insertUser(ctx.db, user);
export const updateUser = (ctx: Ctx, userId: string, values: UserChanges) => repo.updateUser(ctx.db, userId, values);
export const lockUser = (ctx: Ctx, userId: string) => repo.lockUser(ctx.db, userId);
export const createSalesPerson = (ctx: Ctx, userId: string) => repo.insertSalesPerson(ctx.db, userId);

/** The signed-in doctor's record (the owner's, through a delegate token), or undefined for accounts without one. */
export async function actingDoctor(ctx: Ctx) {
  const { doctorId } = userOf(ctx);
  return doctorId ? repo.findDoctor(ctx.db, doctorId) : undefined;
}

/** A doctor's record by id: system work that acts for a doctor (the pharmacy status job finishing a send of theirs). */
export const doctorById = (ctx: Ctx, doctorId: string) => repo.findDoctor(ctx.db, doctorId);

type Licensed = { license_states: string[]; license_expiries?: Record<string, string> | null };

/** Today as YYYY-MM-DD (UTC): a license is valid through its expiry day. */
const today = () => new Date().toISOString().slice(0, 10);

/** The day the doctor's license in `state` expired, if it has (a license without an expiry on record never has). */
export const licenseExpiredOn = (doctor: Licensed | null | undefined, state: string | null | undefined): string | null => {
  const expiresOn = state ? doctor?.license_expiries?.[state] : undefined;
  return expiresOn && expiresOn < today() ? expiresOn : null;
};

/** Whether a doctor may treat a patient living in `state`: licensed there, and not expired (no doctor, or no state, may not). */
export const licensedIn = (doctor: Licensed | null | undefined, state: string | null | undefined): boolean =>
  Boolean(state && doctor?.license_states.includes(state) && !licenseExpiredOn(doctor, state));

export const doctorExists = (ctx: Ctx, doctorId: string) => repo.doctorExists(ctx.db, doctorId);
export const partnerExists = (ctx: Ctx, partnerId: string) => repo.partnerExists(ctx.db, partnerId);
export const partnerIdsOfDoctor = (ctx: Ctx, doctorId: string) => repo.partnerIdsOfDoctor(ctx.db, doctorId);

/**
 * Who pays for a new order of a patient of this partner (none: the patient): the partner when its billing mode is
 * PARTNER_BILLED (the order goes on its invoice), else the patient at checkout. Read when the order is made, so
 * that a partner switching modes changes only its later orders.
 */
export async function payerOfNewOrder(ctx: Ctx, partnerId: string | null): Promise<'PATIENT' | 'PARTNER'> {
  const mode = partnerId ? await repo.billingModeOfPartner(ctx, partnerId) : null;
  return mode === 'PARTNER_BILLED' ? 'PARTNER' : 'PATIENT';
}

/** Who looks after a new patient: the partner's doctor, else the longest-serving doctor licensed in the state, else none (an admin assigns one). */
export async function doctorFor(ctx: Ctx, partnerId: string | null, state: string): Promise<string | null> {
  const partnersDoctor = partnerId ? await repo.doctorOfPartner(ctx.db, partnerId) : null;
  return partnersDoctor ?? repo.firstDoctorLicensedIn(ctx.db, state);
}

type ActorIds = NonNullable<Awaited<ReturnType<typeof repo.actorOfUser>>>;

const actorFrom = (
  row: ActorIds,
  ids: { userId: string; actorId: string; sessionId: string | null; delegateAccessId: string | null },
): Actor => ({
  kind: 'user',
  ...ids,
  role: row.role,
  patientId: row.patient_id,
  doctorId: row.doctor_id,
  partnerId: row.partner_id,
  partnerIdsOfDoctor: row.partner_ids_of_doctor ?? [],
  salesPersonId: row.sales_person_id,
});

/**
 * The actor of a bearer token: its user, session and delegate access must be live. Resolved once per request (or
 * taken from the platform's actor cache), so that every access policy is plain parameters. Handed to the platform's
 * guard by app.ts, with when an acting session ends (the cache keeps no actor past it).
 */
export async function actorOfToken(db: Db, claims: AccessClaims): Promise<{ actor: Actor; sessionEndsAt: Date | null }> {
  const actorId = claims.act ?? claims.sub;
  const row = await repo.actorOfSession(db, { sub: claims.sub, actorId, sid: claims.sid });
  if (!row || row.deleted_at || row.status !== 'ACTIVE') throw unauthorized('Session is no longer valid', 'SESSION_INVALID');
  if (claims.dai && (row.delegate_access_id !== claims.dai || row.delegate_status !== 'ACTIVE')) {
    throw unauthorized('Delegate access is no longer valid', 'DELEGATE_INVALID');
  }
  // An acting session ("act as"): the admin (the session's user) as the user it names, only until it ends; a token
  // of such a session must name that user, and no other token may use it.
  const actingAs = Boolean(claims.act && !claims.dai);
  if (actingAs !== (row.acting_for_user_id !== null) || (actingAs && row.acting_for_user_id !== claims.sub)) {
    throw unauthorized('Session is no longer valid', 'SESSION_INVALID');
  }
  if (row.session_expires_at && row.session_expires_at.getTime() <= Date.now()) {
    throw unauthorized('This acting session has ended', 'SESSION_EXPIRED');
  }
  const actor = actorFrom(row, { userId: claims.sub, actorId, sessionId: claims.sid, delegateAccessId: claims.dai ?? null });
  return { actor, sessionEndsAt: row.session_expires_at };
}

/**
 * The actor of an account vouched for by other proof than a session (an intake's token or a code sent to its
 * phone; a checkout that just created the account), to continue the work as them: `withActor(ctx, actor)`.
 */
export async function actorOfAccount(ctx: Ctx, userId: string): Promise<Actor> {
  const row = await repo.actorOfUser(ctx, userId);
  if (!row || row.deleted_at) throw notFound('Account not found');
  return actorFrom(row, { userId, actorId: userId, sessionId: null, delegateAccessId: null });
}

/** The partners and doctors an administrator's lists filter by. */
export const staffDirectory = (ctx: Ctx) => directory.staffDirectory(ctx.db);

/** The live care team members of `roles` (all of one, with `id`), whom a care task may be assigned to. */
export const careStaff = (ctx: Ctx, roles: readonly ('NURSER' | 'CLIENT_SPECIALIST' | 'CUSTOMER_SUPPORT')[], id?: string) =>
  repo.careStaff(ctx.db, roles, id);
/** Live people for chat's search and lookups (people.repository.ts): chat decides whom a caller reaches. */
export const findPeople = (ctx: Ctx, filter: people.PeopleFilter) => people.findPeople(ctx, filter);
export type PersonRow = people.PersonRow;
/** The clinicians who may see a patient (candidates: confirm each with the patients policy). */
export const cliniciansNominatedFor = (ctx: Ctx, patientId: string) => people.cliniciansNominatedFor(ctx, patientId);
