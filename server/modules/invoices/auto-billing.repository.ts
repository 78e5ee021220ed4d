// Read-only joins: partners (which partners an administrator set to auto-billing, and the account that owns each);
// users (the administrator who started a bulk charge).
import { sql } from 'kysely';
import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, type Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import { listPage, type OrderBy } from '#server/platform/db/list';
import { fullName } from '#server/platform/db/names';
import { billingRunsPolicy, invoicesPolicy } from './invoices.policy';

/**
 * The open invoices of partners set to auto-billing, oldest first, with the account whose card pays each: through the
 * invoices policy (every partner's for the auto-billing job's system context).
 */
export const autoBillableInvoices = (ctx: Ctx) =>
  ctx.db
    .selectFrom('invoices as i')
    .innerJoin('partners as pa', 'pa.id', 'i.partner_id')
    .select(['i.id', 'i.number', 'i.partner_id', 'i.total_cents', 'pa.user_id as partner_user_id'])
    .where('i.status', '=', 'OPEN')
    .where('pa.auto_billing', '=', true)
    .where(policyFilter(invoicesPolicy, ctx.actor))
    .orderBy('i.created_at')
    .orderBy('i.id')
    .execute();

export type BillingRun = {
  startedAt: Date;
  finishedAt: Date;
  attempted: number;
  paid: number;
  failed: number;
  chargedCents: number;
  failures: { invoiceId: string; number: number; partnerId: string; reason: string }[];
  /** An administrator's bulk charge (migration 0027); the job's runs leave it out. */
  source?: 'AUTO' | 'BULK_CHARGE';
  startedBy?: string | null;
};

const insertRun = (db: Db, run: BillingRun) =>
  db
    .insertInto('billing_job_logs')
    .values({
      started_at: run.startedAt,
      finished_at: run.finishedAt,
      invoices_attempted: run.attempted,
      invoices_paid: run.paid,
      invoices_failed: run.failed,
      charged_cents: run.chargedCents,
      failures: JSON.stringify(run.failures),
      source: run.source ?? 'AUTO',
      started_by: run.startedBy ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** The auto-billing job's run and its AUTO_BILLING_RUN row (counts and the total charged), in one transaction. */
export const insertAutoBillingRun = (ctx: Ctx, run: BillingRun) =>
  auditedChange(
    ctx,
    (db) => insertRun(db, run),
    ({ id }) => ({
      action: 'AUTO_BILLING_RUN',
      resourceType: 'billing_job_log',
      resourceId: id,
      details: { attempted: run.attempted, paid: run.paid, failed: run.failed, chargedCents: run.chargedCents },
    }),
  );

/** An administrator's bulk charge, logged as a run (source BULK_CHARGE), and its BULK_CHARGE row, in one transaction. */
export const insertBulkChargeRun = (ctx: Ctx, run: BillingRun & { source: 'BULK_CHARGE' }, alreadyPaid: number) =>
  auditedChange(
    ctx,
    (db) => insertRun(db, run),
    ({ id }) => ({
      action: 'BULK_CHARGE',
      resourceType: 'billing_job_log',
      resourceId: id,
      details: { requested: run.attempted, charged: run.paid, alreadyPaid, failed: run.failed, chargedCents: run.chargedCents },
    }),
  );

/** One page of the runs the caller sees (an administrator: all), newest first by default, paged and counted in SQL (billing_job_logs_started_idx). */
export const listRuns = (ctx: Ctx, page: { page: number; limit: number; orderBy: OrderBy }) =>
  listPage(
    ctx.db,
    ctx.db.selectFrom('billing_job_logs as b').where(policyFilter(billingRunsPolicy, ctx.actor)),
    (q) =>
      q
        .leftJoin('users as u', 'u.id', 'b.started_by')
        .selectAll('b')
        .select(sql<string | null>`trim(${fullName('u')})`.as('started_by_name')),
    page,
  );
