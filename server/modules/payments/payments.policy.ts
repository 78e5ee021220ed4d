import { sql } from 'kysely';
import { ROLES, type Role } from '#contracts/common';
import type { Policy } from '#server/platform/access/policy';
import type { Database, OrdersTable, SubscriptionsTable } from '#server/platform/db/schema';

const none = sql<boolean>`false`;

/**
 * A payment is seen by the patient of the order it paid (a payment row has no patient of its own: the order, joined
 * read-only as `o`, says whose it is), by the partner the order came through (it earns its commission on it), by the
 * sales person of that partner when the order was made (`o.sales_person_id`, migration 0030: they earn theirs) and by
 * super admins. Doctors see an order's payment status on the order.
 */
export const paymentsPolicy: Policy<Database & { o: OrdersTable }, 'o'> = {
  SUPER_ADMIN: 'ALL',
  PATIENT: (a) => (eb) => (a.patientId ? eb('o.patient_id', '=', a.patientId) : none),
  GYM_OWNER: (a) => (eb) => (a.partnerId ? eb('o.partner_id', '=', a.partnerId) : none),
  SALES_PERSON: (a) => (eb) => (a.salesPersonId ? eb('o.sales_person_id', '=', a.salesPersonId) : none),
};

/** A subscription is its patient's. */
export const subscriptionsPolicy: Policy<Database & { s: SubscriptionsTable }, 's'> = {
  SUPER_ADMIN: 'ALL',
  PATIENT: (a) => (eb) => (a.patientId ? eb('s.patient_id', '=', a.patientId) : none),
};

/**
 * A saved card is its account's: the signed-in user's own (a delegate sees the owner's), whatever the role; a super
 * admin's charge of a partner's invoice reads the partner's default card.
 */
const ownCards: Policy<Database, 'payment_cards'>[Role] = (a) => (eb) => eb('payment_cards.user_id', '=', a.userId);
export const cardsPolicy: Policy<Database, 'payment_cards'> = {
  ...Object.fromEntries(ROLES.map((role) => [role, ownCards])),
  SUPER_ADMIN: 'ALL',
};

/** A payout is its payee's: the partner's or the sales person's it was sent to; super admins send and see them all. */
export const payoutsPolicy: Policy<Database, 'payouts'> = {
  SUPER_ADMIN: 'ALL',
  GYM_OWNER: (a) => (eb) => (a.partnerId ? eb('payouts.partner_id', '=', a.partnerId) : none),
  SALES_PERSON: (a) => (eb) => (a.salesPersonId ? eb('payouts.sales_person_id', '=', a.salesPersonId) : none),
};
