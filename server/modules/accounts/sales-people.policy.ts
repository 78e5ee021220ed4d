import { sql } from 'kysely';
import type { Policy } from '#server/platform/access/policy';
import type { Database, SalesPeopleTable } from '#server/platform/db/schema';

/**
 * Which sales people's records (`sales_people as sp`: the commission rate, the payout account) each role reads: an
 * administrator every one (rates, payouts), a sales person their own. No other role sees them.
 */
export const salesPeoplePolicy: Policy<Database & { sp: SalesPeopleTable }, 'sp'> = {
  SUPER_ADMIN: 'ALL',
  SALES_PERSON: (a) => (eb) => (a.salesPersonId ? eb('sp.id', '=', a.salesPersonId) : sql<boolean>`false`),
};
