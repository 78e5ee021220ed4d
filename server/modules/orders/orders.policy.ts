import { sql } from 'kysely';
import { doctorsRows } from '../../platform/access/doctor-reach';
import type { Policy } from '../../platform/access/policy';
import type { Database, OrdersTable } from '../../platform/db/schema';

type Orders = Database & { o: OrdersTable };
const none = sql<boolean>`false`;

/**
 * Which orders each role sees, on the order's own columns (`orders as o`): a patient their own (`patient_id`), a
 * partner the orders of their patients (`partner_id`), a doctor those of their patients, directly or through a
 * partner whose doctor they are (`doctor_id = $1 OR partner_id = ANY($2)`). Those columns are indexed with the status
 * and the date (migration 0004), so that a doctor's list is read in index order. Every path that creates an order
 * copies `doctor_id` / `partner_id` from its patient (checkout, renewal, a doctor's order), so this agrees with the
 * patients policy; reassigning a patient (a new doctor or partner) must move their orders' doctor_id and partner_id
 * in the same transaction.
 */
const doctorsOrders = doctorsRows<Orders, 'o'>('o.doctor_id', 'o.partner_id');

export const ordersPolicy: Policy<Orders, 'o'> = {
  SUPER_ADMIN: 'ALL',
  PATIENT: (a) => (eb) => (a.patientId ? eb('o.patient_id', '=', a.patientId) : none),
  GYM_OWNER: (a) => (eb) => (a.partnerId ? eb('o.partner_id', '=', a.partnerId) : none),
  DOCTOR: doctorsOrders,
  MEDICAL_PROVIDER: doctorsOrders,
};
