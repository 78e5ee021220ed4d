import type { BillingJobLog } from '#contracts/invoices';
import { withActor, type Ctx } from '#server/platform/context';
import { pagingOf } from '#server/platform/db/list';
import { actorOfAccount } from '#server/modules/accounts/accounts.service';
import * as repo from './auto-billing.repository';
import { chargeInvoice } from './invoice-charges.service';

/**
 * Auto-billing (a partner's `auto_billing`, set by an administrator): each run charges every OPEN invoice of those
 * partners to the partner's default card, as the partner's own "Pay" would (the same idempotent charge: one key per
 * invoice and attempt, a paid invoice never charged again, a decline leaves it PAYMENT_FAILED with the reason for the
 * partner to fix), and writes one billing job log row: how many it tried, paid and could not, the total charged and
 * why each failure failed. An invoice that failed is not retried by the job: the partner pays it after changing card.
 * System work; two instances running at once charge each invoice once (the second finds the key taken: a failure
 * "already being paid" in its log).
 */
export async function runAutoBilling(ctx: Ctx, now = () => new Date()) {
  if (ctx.actor.kind !== 'system') throw new Error('runAutoBilling is system work');
  const run: repo.BillingRun = { startedAt: now(), finishedAt: now(), attempted: 0, paid: 0, failed: 0, chargedCents: 0, failures: [] };
  for (const invoice of await repo.autoBillableInvoices(ctx)) {
    run.attempted += 1;
    try {
      // The partner's own charge, with its card: audited as the partner's account, as its "Pay" is.
      const asPartner = withActor(ctx, await actorOfAccount(ctx, invoice.partner_user_id));
      await chargeInvoice(asPartner, invoice.id);
      run.paid += 1;
      run.chargedCents += invoice.total_cents;
    } catch (error) {
      run.failed += 1;
      const reason = error instanceof Error ? error.message : 'The charge failed';
      run.failures.push({ invoiceId: invoice.id, number: invoice.number, partnerId: invoice.partner_id, reason });
    }
  }
  run.finishedAt = now();
  await repo.insertAutoBillingRun(ctx, run);
  return { attempted: run.attempted, paid: run.paid, failed: run.failed };
}

/** GET /super-admin/billing-job-logs: the runs, newest first (no patient data: counts, totals, invoice ids, reasons). */
export async function listBillingJobLogs(ctx: Ctx, query: { page: number; limit: number; sort: string }) {
  const paging = pagingOf(query, { startedAt: 'b.started_at' } as const, 'b.id');
  const { rows, total } = await repo.listRuns(ctx, paging);
  const items: BillingJobLog[] = rows.map((r) => ({
    id: r.id,
    startedAt: r.started_at.toISOString(),
    finishedAt: r.finished_at.toISOString(),
    invoicesAttempted: r.invoices_attempted,
    invoicesPaid: r.invoices_paid,
    invoicesFailed: r.invoices_failed,
    chargedCents: Number(r.charged_cents),
    failures: r.failures,
    source: r.source,
    startedByName: r.started_by_name,
  }));
  return { items, total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) };
}
