import { sql } from 'kysely';
import type { Policy } from '../../platform/access/policy';
import type { Database, PartnersTable } from '../../platform/db/schema';

type Partners = Database & { pa: PartnersTable };

/**
 * Which partner records (`partners as pa`) each role sees: an administrator all of them, a partner its own. The
 * administrator's screens (list, detail, changes) read through it, so that another role reaching them sees nothing.
 */
export const partnersPolicy: Policy<Partners, 'pa'> = {
  SUPER_ADMIN: 'ALL',
  GYM_OWNER: (a) => (eb) => (a.partnerId ? eb('pa.id', '=', a.partnerId) : sql<boolean>`false`),
};
