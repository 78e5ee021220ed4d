import type { AdminPatientListQuery, HistoryEvent, UpdateAdminPatientBody } from '#contracts/patients';
import type { Ctx, DeniedAs } from '#server/platform/context';
import { pageInfo } from '#server/platform/db/list';
import { notFound } from '#server/platform/errors';
import { setPatientStatus } from './partner-patients.service';
import { historyPage, type HistorySource } from './patient-history.repository';

export type { HistorySource };
import { noteEvents } from './patient-notes.repository';
import * as repo from './patients.repository';
import { getPatient, patientPage, updatePatient } from './patients.service';
import { adminPatientView } from './patients.views';

/**
 * The super admin's patients: every patient (the SUPER_ADMIN row of patients.policy.ts), through the same list and
 * lookup as the partner's and the doctor's; `who` narrows to those who came through a partner (the gym clients) or
 * directly (the clients).
 */
export async function listAdminPatients(ctx: Ctx, query: AdminPatientListQuery, who: 'ALL' | 'PARTNER' | 'DIRECT') {
  // Counted up to the cap, as the doctor's and partner's lists are (an exact count read every patient: 37 ms of database
  // time at 333,000 patients); the page says "more than 1,000" and goes on by page.
  const { rows, paging } = await patientPage(
    ctx,
    { ...query, who, partnerId: who === 'DIRECT' ? undefined : query.partnerId },
    repo.PATIENT_COUNT_CAP,
  );
  return { items: rows.map(adminPatientView), ...paging };
}

/** A patient, read as `readAs` names it (a READ of the patient by default); 404 otherwise. */
async function adminPatient(ctx: Ctx, patientId: string, readAs?: DeniedAs, deniedAs?: DeniedAs) {
  const row = await repo.findPatient(ctx, patientId, { readAs, deniedAs });
  if (!row) throw notFound('Patient not found');
  return row;
}

/** GET /super-admin/patients/{id}. */
export const getAdminPatient = async (ctx: Ctx, patientId: string) => adminPatientView(await adminPatient(ctx, patientId));

/** PUT /super-admin/patients/{id}: only the fields sent change (the doctor's update: one audited transaction). */
export async function updateAdminPatient(ctx: Ctx, patientId: string, body: UpdateAdminPatientBody) {
  await updatePatient(ctx, patientId, body);
  return adminPatientView(await getPatient(ctx, patientId));
}

/** PATCH /super-admin/patients/{id}/status: audited as UPDATE_STATUS (the partner's change). */
export async function updateAdminPatientStatus(ctx: Ctx, patientId: string, status: string) {
  await setPatientStatus(ctx, patientId, status);
  return adminPatientView(await getPatient(ctx, patientId));
}

const historyView = (r: Awaited<ReturnType<typeof historyPage>>['rows'][number]): HistoryEvent => ({
  kind: r.kind as HistoryEvent['kind'],
  id: r.id,
  at: r.at.toISOString(),
  title: r.title,
  detail: r.detail,
  orderId: r.order_id,
});

/**
 * GET /super-admin/patients/{id}/history: one timeline of the patient's orders, payments, prescriptions, status
 * changes and notes, newest first, paged in SQL (one UNION ALL of each module's events). Audited as one read.
 */
/**
 * One page of a patient's timeline: their notes and the events of the modules above patients (orders, payments,
 * prescriptions, status changes), which `sources` selects (flows/patient-history.ts).
 */
export async function patientHistory(
  ctx: Ctx,
  patientId: string,
  paging: { page: number; limit: number },
  sources: (ctx: Ctx, patientId: string) => HistorySource[],
) {
  const patient = await adminPatient(ctx, patientId, { resourceType: 'patient_history' });
  const { rows, total } = await historyPage(ctx, [noteEvents(ctx, patient.id), ...sources(ctx, patient.id)], paging);
  return { items: rows.map(historyView), ...pageInfo(total, paging) };
}

/** The account whose uploads are the patient's attachments, after the lookup audited as a LIST of attachments. */
export async function attachmentsOwner(ctx: Ctx, patientId: string) {
  const patient = await adminPatient(ctx, patientId, { resourceType: 'attachment', action: 'LIST' });
  return patient.user_id;
}
