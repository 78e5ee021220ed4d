import { expect } from 'vitest';
import { call, patientIdByEmail, send, type TestApp } from './app';

/** What a doctor confirms on the Rx step: one dose within the starter range, and the amounts. */
export const CONFIRMED_RX = {
  rx_dose: '0.25 mg',
  rx_directions: 'Inject 0.25 mg under the skin once a week, on the same day each week.',
  rx_quantity: 4,
  rx_refills: 0,
  rx_days_supply: 28,
};

/** CONFIRMED_RX as the Rx step sends it: PATCH /doctors/orders/:id with `{ rxInformation }`. */
export const CONFIRMED_RX_INFORMATION = {
  dose: CONFIRMED_RX.rx_dose,
  directions: CONFIRMED_RX.rx_directions,
  quantity: CONFIRMED_RX.rx_quantity,
  refills: CONFIRMED_RX.rx_refills,
  daysSupply: CONFIRMED_RX.rx_days_supply,
};

export type OrderValues = {
  status?: string;
  doctor_approve_questions_status?: string | null;
  payment_status?: 'PAID' | 'UNPAID';
  created_by_doctor?: boolean;
  rx_dose?: string | null;
  rx_directions?: string | null;
  rx_quantity?: number | null;
  rx_refills?: number | null;
  rx_days_supply?: number | null;
  doctor_note?: string;
};

/** A fresh order for a seeded patient, approved and paid, its prescription confirmed, unless told otherwise. */
export async function approvedOrder(db: TestApp['db'], email: string, values: OrderValues = {}): Promise<string> {
  const patient = await db
    .selectFrom('patients')
    .innerJoin('users', 'users.id', 'patients.user_id')
    .select(['patients.id', 'patients.doctor_id', 'patients.partner_id'])
    .where('users.email', '=', email)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('orders')
    .values({
      patient_id: patient.id,
      // The patient's assignment, as every order the server creates carries it (orders.policy.ts reads these).
      doctor_id: patient.doctor_id,
      partner_id: patient.partner_id,
      product_variation_key: 'semaglutide-starter',
      amount_cents: 24900,
      status: 'APPROVED',
      approval_status: 'APPROVED',
      doctor_approve_questions_status: 'APPROVED',
      payment_status: 'PAID',
      ...CONFIRMED_RX,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The id of a seeded patient's order in `status`, by the patient's e-mail. */
export async function orderIdOf(db: TestApp['db'], email: string, status: string): Promise<string> {
  const patientId = await patientIdByEmail(db, email);
  return (
    await db.selectFrom('orders').select('id').where('patient_id', '=', patientId).where('status', '=', status).executeTakeFirstOrThrow()
  ).id;
}

/** A doctor's decision on an intake (`token`: the doctor's), as the review page sends it. */
export const decideIntake = (t: TestApp, orderId: string, token: string, payload: Record<string, unknown>) =>
  call(t.app, { method: 'PATCH', url: `/doctors/orders/${orderId}/approve-intake-questions`, token, payload });

/** A doctor's denial of an intake, with a reason for the patient: what the refund and ledger tests start from. */
export const denyIntake = (t: TestApp, orderId: string, token: string) =>
  decideIntake(t, orderId, token, {
    doctorApproveQuestionsStatus: 'DENIED',
    doctorDenialReason: 'Your blood pressure must be controlled first.',
  });

/**
 * As doctor@demo.test (`token`): confirms the prescription of Jamie Ortiz's seeded approved order and sends it to the
 * RX provider: the order's id and the send's reply.
 */
export async function sendSeededPrescription(t: TestApp, token: string) {
  const order = { id: await orderIdOf(t.db, 'jamie.ortiz@demo.test', 'APPROVED') };
  const rxInformation = {
    dose: '2.5 mg',
    directions: 'Inject 2.5 mg under the skin once a week.',
    quantity: 4,
    refills: 0,
    daysSupply: 28,
  };
  expect((await send(t.app, 'PATCH', `/doctors/orders/${order.id}`, token, { rxInformation })).status).toBe(200);
  return { orderId: order.id, reply: await send(t.app, 'POST', '/doctors/rx-provider/send-prescription', token, { orderId: order.id }) };
}
