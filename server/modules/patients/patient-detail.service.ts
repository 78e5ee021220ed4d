import type { DoctorPatientDetail } from '#contracts/doctor';
import type { Answers } from '#contracts/onboarding';
import type { Ctx } from '#server/platform/context';
import { questionsOf } from '#server/modules/intake/questionnaires.service';
import { latestSubmittedIntake, staffOrdersOfPatient } from '#server/modules/orders/order-lifecycle.service';
import { getPatient } from './patients.service';
import { patientView } from './patients.views';

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
