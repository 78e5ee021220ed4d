import { sql } from 'kysely';
import type { Policy } from '#server/platform/access/policy';
import type { Database } from '#server/platform/db/schema';
import type { CustomPricesTable } from '#server/platform/db/schema-pricing-payouts';

/**
 * Which custom prices (`custom_prices as cp`) each role reads as a list or a record: an administrator all of them, a
 * partner (or its delegate) its own. Pricing a new order reads the one price that applies, whoever makes the order
 * (custom-pricing.repository.ts, partnerMonthlyPrice).
 */
export const customPricesPolicy: Policy<Database & { cp: CustomPricesTable }, 'cp'> = {
  SUPER_ADMIN: 'ALL',
  GYM_OWNER: (a) => (eb) => (a.partnerId ? eb('cp.partner_id', '=', a.partnerId) : sql<boolean>`false`),
};
