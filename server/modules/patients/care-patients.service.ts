import type { CareChart, CarePatientListQuery } from '#contracts/care-team';
import { userOf, type Ctx } from '#server/platform/context';
import { pageInfo } from '#server/platform/db/list';
import { staffOrdersOfPatient } from '#server/modules/orders/order-lifecycle.service';
import { getPatientDetail } from './patient-detail.service';
import { getPatient } from './patients.service';
import * as repo from './patients.repository';
import { patientView } from './patients.views';

/**
 * GET /care/patients: every patient (the care roles' 'ALL' rows of patients.policy.ts), through the same list as the
 * admin's (`who: 'ALL'`: read in index order, no count of a filter), searched by name, e-mail or phone.
 */
export async function listCarePatients(ctx: Ctx, query: CarePatientListQuery) {
  const { rows, total } = await repo.listPatients(ctx, { ...query, who: 'ALL' });
  return { items: rows.map(patientView), ...pageInfo(total, query) };
}

/**
 * GET /care/patients/{id}: a patient's read-only chart for the care team. A nurse reads the clinical chart (the
 * doctor's detail: the latest intake's answers, BMI and flags, and the orders); a client specialist or customer
 * support reads the contact details and the orders' status and payment only: no intake is read for them. The patient
 * read is audited by the policy-scoped query (a READ of the patient, the orders listed as a read of orders).
 */
export async function careChart(ctx: Ctx, patientId: string): Promise<CareChart> {
  if (userOf(ctx).role === 'NURSER') return getPatientDetail(ctx, patientId);
  const patient = await getPatient(ctx, patientId);
  // Screening flags come from the intake's answers: clinical, so a nurse's alone.
  const orders = (await staffOrdersOfPatient(ctx, patientId)).map((o) => ({ ...o, screeningFlags: [] }));
  return { ...patientView(patient), bmi: null, heightInches: null, weightPounds: null, latestIntake: null, orders };
}
