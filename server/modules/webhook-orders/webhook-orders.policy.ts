import { sql } from 'kysely';
import type { Policy } from '#server/platform/access/policy';
import type { Database, WebhookOrdersTable } from '#server/platform/db/schema';

export type Feeds = Database & { w: WebhookOrdersTable };

type Rule = NonNullable<Policy<Feeds, 'w'>['DOCTOR']>;

const none = sql<boolean>`false`;
const ownDoctorFeed: Rule = (actor) => (eb) => (actor.doctorId ? eb('w.doctor_id', '=', actor.doctorId) : none);

/**
 * Whose webhook-order feeds each role reaches: a doctor or medical provider the feed of their own doctor record (not
 * their partners'), a partner (GYM_OWNER) its own partner record's, a super admin every feed. The same rule decides
 * whose feed a caller may create or ask for: the repository applies it to the owner they name.
 */
export const webhookOrdersPolicy: Policy<Feeds, 'w'> = {
  SUPER_ADMIN: 'ALL',
  DOCTOR: ownDoctorFeed,
  MEDICAL_PROVIDER: ownDoctorFeed,
  GYM_OWNER: (actor) => (eb) => (actor.partnerId ? eb('w.partner_id', '=', actor.partnerId) : none),
};
