import type { Answers } from '#contracts/onboarding';
import type { OrderListQuery } from '#contracts/orders';
import { userOf, type Ctx } from '#server/platform/context';
import { notFound } from '#server/platform/errors';
import { questionsOf } from '#server/modules/intake/questionnaires.service';
import * as repo from './orders.repository';
import { medicationView, orderSummaryView } from './orders.views';

/** The signed-in patient's own orders. */

function ownPatientId(ctx: Ctx): string {
  const { patientId } = userOf(ctx);
  if (!patientId) throw notFound('Patient not found');
  return patientId;
}

export async function listOwnOrders(ctx: Ctx, query: OrderListQuery) {
  const { rows, total } = await repo.listPatientOrders(ctx, ownPatientId(ctx), query);
  return { orders: rows.map(orderSummaryView), total };
}

/** One of the patient's own orders with its consents (a 404 for another's); its payments are added by flows/patient-order.ts. */
export async function getOwnOrder(ctx: Ctx, orderId: string) {
  ownPatientId(ctx);
  const row = await repo.findPatientOrder(ctx, orderId);
  if (!row) throw notFound('Order not found');
  return row;
}

/** The consents signed for one of the patient's own orders (read after getOwnOrder found it). */
export const consentsOfOwnOrder = (ctx: Ctx, orderId: string) => repo.consentsOf(ctx, orderId);

export const ownMedications = async (ctx: Ctx) => (await repo.currentMedications(ctx, ownPatientId(ctx))).map(medicationView);

/** GET /patients/orders/{id}: the questions and answers behind one's own order. */
export async function orderQuestions(ctx: Ctx, orderId: string) {
  const order = await repo.findOrderIntake(ctx, orderId);
  if (!order) throw notFound('Order not found');
  const questionsList = await questionsOf(ctx, order.questionnaire_id!);
  return { orderId: order.id, questionsList, answers: order.answers as Answers };
}
