import { sql } from 'kysely';
import { ownedRowsPolicy } from '#server/platform/access/doctor-reach';
import type { Policy } from '#server/platform/access/policy';
import type { Database, InvoicesTable, OrdersTable } from '#server/platform/db/schema';

type Orders = Database & { o: OrdersTable };

/**
 * Which orders each role sees, on the order's own columns (`orders as o`): a patient their own (`patient_id`), a
 * partner the orders of their patients (`partner_id`), a doctor those of their patients, directly or through a
 * partner whose doctor they are (`doctor_id = $1 OR partner_id = ANY($2)`). Those columns are indexed with the status
 * and the date (migration 0004), so that a doctor's list is read in index order. Every path that creates an order
 * copies `doctor_id` / `partner_id` from its patient (checkout, renewal, a doctor's order), so this agrees with the
 * patients policy; reassigning a patient (a new doctor or partner) must move their orders' doctor_id and partner_id
 * in the same transaction. The care team reads every order (read-only: their routes only read). A sales person sees the orders of their partners made while the partner was theirs
 * (`sales_person_id`, copied by a trigger: migration 0030), for counts and money only: no screen of theirs names a patient.
 */
export const ordersPolicy: Policy<Orders, 'o'> = {
  ...ownedRowsPolicy<Orders, 'o'>({ patient: 'o.patient_id', partner: 'o.partner_id', doctor: 'o.doctor_id' }),
  NURSER: 'ALL',
  CLIENT_SPECIALIST: 'ALL',
  CUSTOMER_SUPPORT: 'ALL',
  SALES_PERSON: (a) => (eb) => (a.salesPersonId ? eb('o.sales_person_id', '=', a.salesPersonId) : sql<boolean>`false`),
};

/**
 * Whose payment of an invoice (`invoices as inv`) settles the orders it bills: the invoice's partner (or a delegate
 * acting for it) and administrators, the invoices policy's rule (invoices.policy.ts), written here since the invoices
 * module ranks above orders. Named apart from ordersPolicy because it crosses owners: an order keeps its invoice when
 * its patient moves to another partner, and the partner who pays the invoice still settles it.
 */
export const invoicePayersPolicy: Policy<Database & { inv: InvoicesTable }, 'inv'> = {
  SUPER_ADMIN: 'ALL',
  GYM_OWNER: (a) => (eb) => (a.partnerId ? eb('inv.partner_id', '=', a.partnerId) : sql<boolean>`false`),
};
