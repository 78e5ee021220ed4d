import type { Answers } from '#contracts/onboarding';
import type { OrderIntakeForm } from '#contracts/orders';
import type { Ctx } from '#server/platform/context';
import { notFound } from '#server/platform/errors';
import { questionsOf } from '#server/modules/intake/questionnaires.service';
import * as repo from './orders.repository';
import { patientNameOf } from './orders.views';

/**
 * GET /gym-owner/orders/{id}/intake, /super-admin/orders/{id}/intake: what the Patient Intake Form (a PDF built in the
 * browser) prints, for an order the caller sees under the orders policy (a partner: their patients'; an
 * administrator: all); 404 and a DENIED row otherwise. The read is audited as a READ of the order's questions.
 */
export async function orderIntakeForm(ctx: Ctx, orderId: string): Promise<OrderIntakeForm> {
  const row = await repo.findOrderIntakeForm(ctx, orderId);
  if (!row) throw notFound('Order not found');
  const questionsList = row.questionnaire_id ? await questionsOf(ctx, row.questionnaire_id) : [];
  return {
    orderId: row.id,
    number: row.number,
    createdAt: row.created_at.toISOString(),
    patientName: patientNameOf(row),
    patientState: row.patient_state,
    productName: row.product_name,
    dose: row.dose,
    bmi: row.bmi === null || row.bmi === undefined ? null : Number(row.bmi),
    screeningFlags: row.screening_flags.map((f) => ({
      rule: f.rule,
      severity: f.severity === 'HARD_STOP' ? 'HARD_STOP' : 'FLAG',
      message: f.message,
    })),
    questionsList,
    answers: (row.answers ?? {}) as Answers,
  };
}
