import type { FastifyRequest } from 'fastify';
import type { ApproveIntakeBody, DoctorOrderDetail, DoctorOrderListQuery, DoctorOrderSummary } from '../../../contracts/doctor';
import type { Answers } from '../../../contracts/onboarding';
import type { AuthContext } from '../../platform/auth/authenticate';
import { badRequest, conflict, notFound, unprocessable } from '../../platform/errors';
import { questionViews } from '../onboarding/intake.views';
import { orderSummaryView } from '../patient/patient.service';
import * as repo from './doctor.repository';

type Row = Awaited<ReturnType<typeof repo.listOrders>>['rows'][number];

/** An order as a doctor sees it in lists: with the patient and the screening flags. */
export function summary(r: Row): DoctorOrderSummary {
  return {
    ...orderSummaryView(r),
    patientId: r.patient_id,
    patientName: `${r.first_name} ${r.last_name}`,
    patientState: r.patient_state,
    screeningFlags: r.screening_flags.map((f) => ({
      rule: f.rule,
      severity: f.severity === 'HARD_STOP' ? 'HARD_STOP' : 'FLAG',
      message: f.message,
    })),
  };
}

export async function listOrders(req: FastifyRequest, auth: AuthContext, query: DoctorOrderListQuery) {
  const { rows, total } = await repo.listOrders(req.server.db, auth, query);
  await req.audit({
    action: 'LIST',
    resourceType: 'order',
    details: { page: query.page, status: query.status ?? null, count: rows.length },
  });
  return { orders: rows.map(summary), total };
}

/** Only the rx details saved so far: the contract leaves the missing ones out. */
function rxInformation(
  row: Pick<FullRow, 'rx_directions' | 'rx_quantity' | 'rx_refills' | 'rx_days_supply'>,
): DoctorOrderDetail['rxInformation'] {
  const rx: DoctorOrderDetail['rxInformation'] = { directions: row.rx_directions };
  if (row.rx_quantity !== null) rx.quantity = row.rx_quantity;
  if (row.rx_refills !== null) rx.refills = row.rx_refills;
  if (row.rx_days_supply !== null) rx.daysSupply = row.rx_days_supply;
  return rx;
}

type FullRow = NonNullable<Awaited<ReturnType<typeof repo.findOrder>>>;

export async function getOrder(req: FastifyRequest, auth: AuthContext, orderId: string): Promise<DoctorOrderDetail> {
  const { db } = req.server;
  const row = await repo.findOrder(db, auth, orderId);
  await req.audit({
    action: 'READ',
    resourceType: 'order',
    resourceId: orderId,
    patientId: row?.patient_id ?? null,
    outcome: row ? 'SUCCESS' : 'DENIED',
  });
  if (!row) throw notFound('Order not found');
  const questions = row.questionnaire_id ? questionViews(await repo.questionsOf(db, row.questionnaire_id)) : [];
  return {
    ...summary(row),
    bmi: row.bmi === null || row.bmi === undefined ? null : Number(row.bmi),
    questionsList: questions,
    answers: (row.answers ?? {}) as Answers,
    doctorApproveQuestionsStatus: row.doctor_approve_questions_status,
    doctorDenialReason: row.doctor_denial_reason,
    doctorOverrideReason: row.doctor_override_reason,
    createdByDoctor: row.created_by_doctor,
    rxInformation: rxInformation(row),
    doctorNote: row.doctor_note,
    prescriptionId: row.prescription_id,
  };
}

/**
 * Approve or deny an intake. A denial needs a reason; approving an intake that screening flagged needs an
 * override reason; a doctor approves only patients in states where they are licensed; only orders under review.
 */
export async function decideIntake(req: FastifyRequest, auth: AuthContext, orderId: string, body: ApproveIntakeBody) {
  const { db } = req.server;
  const order = await repo.findOrder(db, auth, orderId);
  if (!order) {
    await req.audit({ action: 'INTAKE_DECISION', resourceType: 'order', resourceId: orderId, outcome: 'DENIED' });
    throw notFound('Order not found');
  }
  const approve = body.doctorApproveQuestionsStatus === 'APPROVED';
  if (!approve && !body.doctorDenialReason)
    throw badRequest('A denial needs a reason for the patient', [{ path: 'doctorDenialReason', message: 'Required when denying' }]);
  if (approve && order.screening_flags.length > 0 && !body.overrideReason) {
    throw unprocessable(
      `Screening flagged this intake (${order.screening_flags.map((f) => f.rule).join(', ')}): give an override reason to approve it`,
      'OVERRIDE_REQUIRED',
    );
  }
  const doctor = await repo.doctorOfUser(db, auth.userId);
  if (approve && (!order.patient_state || !doctor?.license_states.includes(order.patient_state))) {
    throw unprocessable(
      `You are not licensed in ${order.patient_state ?? "the patient's state"}, so you cannot approve this intake`,
      'NOT_LICENSED',
    );
  }
  const status = body.status ?? (approve ? 'APPROVED' : 'DENIED');
  const result = await db.transaction().execute(async (trx) => {
    const updated = await repo.recordDecision(trx, orderId, {
      decision: body.doctorApproveQuestionsStatus,
      status,
      denialReason: approve ? null : (body.doctorDenialReason ?? null),
      overrideReason: approve ? (body.overrideReason ?? null) : null,
    });
    if (updated.numUpdatedRows === 1n) {
      await req.audit(
        {
          action: 'INTAKE_DECISION',
          resourceType: 'order',
          resourceId: orderId,
          patientId: order.patient_id,
          details: { decision: body.doctorApproveQuestionsStatus },
        },
        trx,
      );
    }
    return updated.numUpdatedRows;
  });
  if (result !== 1n) throw conflict('This order is no longer awaiting review');
  return getOrder(req, auth, orderId);
}
