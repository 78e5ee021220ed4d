import { sql } from 'kysely';
import type { Policy } from '#server/platform/access/policy';
import type { Database, PartnersTable } from '#server/platform/db/schema';

type Partners = Database & { pa: PartnersTable };

/**
 * Which partner records (`partners as pa`) each role sees: an administrator all of them, a partner its own, a sales
 * person those they brought in (`sales_person_id`, indexed with the date: migration 0030). The administrator's and the
 * sales person's screens (list, detail) read through it, so that another role reaching them sees nothing.
 */
export const partnersPolicy: Policy<Partners, 'pa'> = {
  SUPER_ADMIN: 'ALL',
  GYM_OWNER: (a) => (eb) => (a.partnerId ? eb('pa.id', '=', a.partnerId) : sql<boolean>`false`),
  SALES_PERSON: (a) => (eb) => (a.salesPersonId ? eb('pa.sales_person_id', '=', a.salesPersonId) : sql<boolean>`false`),
};
