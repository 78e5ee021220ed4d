import type { DoctorPatientDetail } from '#contracts/order-review';
import type { Answers } from '#contracts/onboarding';
import { CLINICAL_CARE_ROLES, type CareChart } from '#contracts/patient-charts';
import { userOf, type Ctx } from '#server/platform/context';
import { questionsOf } from '#server/modules/intake/questionnaires.service';
import { latestSubmittedIntake, staffOrdersOfPatient } from '#server/modules/orders/order-lifecycle.service';
import { getPatient } from '#server/modules/patients/patients.service';
import { patientView } from '#server/modules/patients/patients.views';

/**
 * A patient's chart as clinicians read it: the patient (patients), their latest submitted intake with its questions
 * (orders, intake) and their orders (orders).
 */

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** GET /doctors/patients/{id}/detail: the patient, their latest submitted intake and their orders (audited as a read of the patient). */
export async function getPatientDetail(ctx: Ctx, patientId: string): Promise<DoctorPatientDetail> {
  const patient = await getPatient(ctx, patientId);
  const [intake, orders] = await Promise.all([latestSubmittedIntake(ctx, patientId), staffOrdersOfPatient(ctx, patientId)]);
  const questionsList = intake ? await questionsOf(ctx, intake.questionnaire_id) : [];
  return {
    ...patientView(patient),
    bmi: intake?.bmi === null || intake?.bmi === undefined ? null : Number(intake.bmi),
    heightInches: numberOrNull(intake?.profile.height),
    weightPounds: numberOrNull(intake?.profile.weight),
    latestIntake: intake
      ? {
          orderId: intake.order_id,
          questionsList,
          answers: intake.answers as Answers,
          screeningFlags: (intake.screening ?? []).map((f) => ({ rule: f.rule, severity: f.severity, message: f.message })),
          submittedAt: intake.submitted_at?.toISOString() ?? null,
        }
      : null,
    orders,
  };
}

/**
 * GET /care/patients/{id}: a patient's read-only chart for the care team. A nurse reads the clinical chart (the
 * doctor's detail: the latest intake's answers, BMI and flags, and the orders); a client specialist or customer
 * support reads the contact details and the orders' status and payment only: no intake is read for them. The patient
 * read is audited by the policy-scoped query (a READ of the patient, the orders listed as a read of orders).
 */
export async function careChart(ctx: Ctx, patientId: string): Promise<CareChart> {
  if (CLINICAL_CARE_ROLES.includes(userOf(ctx).role)) return getPatientDetail(ctx, patientId);
  const patient = await getPatient(ctx, patientId);
  // Screening flags come from the intake's answers: clinical, so a nurse's alone.
  const orders = (await staffOrdersOfPatient(ctx, patientId)).map((o) => ({ ...o, screeningFlags: [] }));
  return { ...patientView(patient), bmi: null, heightInches: null, weightPounds: null, latestIntake: null, orders };
}
