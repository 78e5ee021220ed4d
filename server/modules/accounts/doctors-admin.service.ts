import type {
  AdminDoctor,
  AdminDoctorListQuery,
  AdminDoctorSummary,
  CreateAdminDoctorBody,
  LicenseInput,
  UpdateAdminDoctorBody,
} from '#contracts/doctors';
import type { Ctx } from '#server/platform/context';
import { isUniqueViolation } from '#server/platform/db/errors';
import { pageInfo } from '#server/platform/db/list';
import { conflict, emailTaken, notFound } from '#server/platform/errors';
import { usState } from '#server/platform/us-states';
import * as accounts from './accounts.repository';
import * as repo from './doctors-admin.repository';
import { adminDoctorView } from './accounts.views';
import { openedAccountRow } from './opened-account';

/**
 * The super admin's doctors: list, summary, create (with NPI and license states with their expiry days), update, soft
 * delete and restore, auto-billing. A deleted doctor's account keeps its rows and history; it cannot sign in (sign-in
 * and every token check read only live accounts), is assigned no new patient, partner or pharmacy, and comes back with
 * a restore. Each change is audited in its transaction, as a change of the `doctor` resource.
 */

const npiTaken = () => conflict('Another doctor already has this NPI');

export async function listDoctors(ctx: Ctx, query: AdminDoctorListQuery) {
  const { rows, total } = await repo.listDoctors(ctx, query);
  return { items: rows.map(adminDoctorView), ...pageInfo(total, query) };
}

/** See `adminDoctorSummarySchema` (contracts/doctors.ts) for the increase rate's definition. */
export async function summary(ctx: Ctx): Promise<AdminDoctorSummary> {
  const row = await repo.doctorCounts(ctx);
  const [thisMonth, lastMonth] = [Number(row.this_month), Number(row.last_month)];
  const rate = lastMonth === 0 ? (thisMonth > 0 ? 100 : 0) : Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
  return {
    totalDoctors: Number(row.total),
    activeDoctors: Number(row.active),
    inactiveDoctors: Number(row.inactive),
    doctorsIncreaseRate: rate,
    newThisMonth: thisMonth,
    newLastMonth: lastMonth,
  };
}

async function doctorRow(ctx: Ctx, id: string): Promise<repo.AdminDoctorRow> {
  const row = await repo.findDoctor(ctx, id);
  if (!row) throw notFound('Doctor not found');
  return row;
}

export const getDoctor = async (ctx: Ctx, id: string): Promise<AdminDoctor> => adminDoctorView(await doctorRow(ctx, id));

/** The states (checked against the US list) and their expiry days, as the doctors table keeps them. */
function licenseColumns(licenses: LicenseInput[]) {
  const states = licenses.map((l, i) => usState(l.state, `licenses.${i}.state`));
  return {
    license_states: states,
    license_expiries: Object.fromEntries(licenses.map((l, i) => [states[i], l.expiresOn])),
  };
}

export async function createDoctor(ctx: Ctx, body: CreateAdminDoctorBody & { role: 'DOCTOR' | 'MEDICAL_PROVIDER' }): Promise<AdminDoctor> {
  const licenses = licenseColumns(body.licenses);
  if (await accounts.emailInUse(ctx.db, body.email)) throw emailTaken();
  if (await repo.npiInUse(ctx.db, body.npi)) throw npiTaken();
  const user = await openedAccountRow(body, body.role, body.phoneNumber);
  try {
    const { id } = await repo.insertDoctor(ctx, user, { npi: body.npi, ...licenses });
    return getDoctor(ctx, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Only the fields sent change; `licenses` replaces the whole list (states and expiry days). */
export async function updateDoctor(ctx: Ctx, id: string, body: UpdateAdminDoctorBody): Promise<AdminDoctor> {
  const doctor = await doctorRow(ctx, id);
  if (doctor.deleted_at) throw conflict('This doctor is deleted: restore them before changing their details');
  if (body.email && (await accounts.emailInUse(ctx.db, body.email, doctor.user_id))) throw emailTaken();
  if (body.npi && (await repo.npiInUse(ctx.db, body.npi, doctor.id))) throw npiTaken();
  const licenses = body.licenses ? licenseColumns(body.licenses) : undefined;
  const user: accounts.UserChanges = {};
  if (body.firstName !== undefined) user.first_name = body.firstName;
  if (body.lastName !== undefined) user.last_name = body.lastName;
  if (body.email !== undefined) user.email = body.email;
  if (body.phoneNumber !== undefined) user.phone_number = body.phoneNumber;
  const record: repo.DoctorRecordChanges = { ...(body.npi !== undefined ? { npi: body.npi } : {}), ...licenses };
  try {
    await repo.updateDoctor(ctx, doctor, { user, record, status: body.status }, Object.keys(body));
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return getDoctor(ctx, id);
}

/** Soft delete: the account stays, with every order, prescription and audit row that names it. */
export async function deleteDoctor(ctx: Ctx, id: string): Promise<AdminDoctor> {
  const doctor = await doctorRow(ctx, id);
  if (!(await repo.setDeleted(ctx, doctor, true))) throw conflict('This doctor is already deleted');
  return getDoctor(ctx, id);
}

export async function restoreDoctor(ctx: Ctx, id: string): Promise<AdminDoctor> {
  const doctor = await doctorRow(ctx, id);
  if (!(await repo.setDeleted(ctx, doctor, false))) throw conflict('This doctor is not deleted');
  return getDoctor(ctx, id);
}

export async function setAutoBilling(ctx: Ctx, id: string, autoBilling: boolean): Promise<AdminDoctor> {
  const doctor = await doctorRow(ctx, id);
  if (doctor.deleted_at) throw conflict('This doctor is deleted: restore them first');
  await repo.setAutoBilling(ctx, doctor.id, autoBilling);
  return getDoctor(ctx, id);
}

/** A doctor who may be given new work (a pharmacy, a partner, patients): exists and is not deleted. 404 or 409 otherwise. */
export async function assignableDoctor(ctx: Ctx, id: string): Promise<repo.AdminDoctorRow> {
  const doctor = await repo.findDoctor(ctx, id);
  if (!doctor) throw notFound('Doctor not found');
  if (doctor.deleted_at) throw conflict('This doctor is deleted: restore them before assigning them anything');
  return doctor;
}

/** The doctor's reach, as their own patient list reads it: their patients and their partners' (patients.service). */
export async function reachOfDoctor(ctx: Ctx, id: string) {
  const doctor = await doctorRow(ctx, id);
  return { doctorId: doctor.id, partnerIds: await accounts.partnerIdsOfDoctor(ctx.db, doctor.id) };
}

/** The account a live doctor signs in with (for "act as"): 409 for a deleted doctor. */
export async function doctorUserId(ctx: Ctx, id: string): Promise<string> {
  const doctor = await doctorRow(ctx, id);
  if (doctor.deleted_at) throw conflict('This doctor is deleted: restore them before acting as them');
  return doctor.user_id;
}

/** The account a partner signs in with (for "act as"). */
export async function partnerUserId(ctx: Ctx, partnerId: string): Promise<string> {
  const partner = await repo.partnerAccount(ctx.db, partnerId);
  if (!partner) throw notFound('Partner not found');
  return partner.user_id;
}
