import { sql } from 'kysely';
import type { Policy } from '#server/platform/access/policy';
import type { BillingJobLogsTable, Database, InvoicesTable } from '#server/platform/db/schema';

const none = sql<boolean>`false`;

/** An invoice is its partner's (a delegate acting for the partner sees them too); administrators see all. */
export const invoicesPolicy: Policy<Database & { i: InvoicesTable }, 'i'> = {
  SUPER_ADMIN: 'ALL',
  GYM_OWNER: (a) => (eb) => (a.partnerId ? eb('i.partner_id', '=', a.partnerId) : none),
};

/** The billing runs (`billing_job_logs as b`: counts, totals, which invoices failed and why): administrators only. */
export const billingRunsPolicy: Policy<Database & { b: BillingJobLogsTable }, 'b'> = { SUPER_ADMIN: 'ALL' };
