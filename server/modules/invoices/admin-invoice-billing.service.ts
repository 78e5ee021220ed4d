import type { BulkChargeResult, BulkChargeSummary } from '#contracts/invoices';
import { userOf, type Ctx } from '#server/platform/context';
import { AppError } from '#server/platform/errors';
import * as repo from './invoices.repository';
import { findAdminInvoiceOrDeny } from './admin-invoices.service';
import { insertBulkChargeRun } from './auto-billing.repository';
import { chargeInvoiceOnce } from './invoice-charges.service';

/**
 * An administrator charges partners' invoices to each partner's default card, through the partner's own idempotent
 * charge (invoice-charges.service.ts: one payments-ledger key per invoice and attempt, a paid invoice never charged
 * again, a decline leaves it PAYMENT_FAILED with the processor's reason in its history). Audited as the administrator.
 */

/** POST /super-admin/invoices/{id}/charge: 402 on a decline, 409 when paid or void, 422 without a card. */
export async function adminChargeInvoice(ctx: Ctx, id: string) {
  const row = await findAdminInvoiceOrDeny(ctx, id, 'CHARGE');
  return (await chargeInvoiceOnce(ctx, id, row.partner_user_id)).status;
}

/** How long a bulk charge waits for a racing request that holds an invoice's charge to finish it. */
const RACE_WAIT_MS = 10_000;

/**
 * One invoice's charge; when a racing request holds the charge's key (409, the invoice neither paid nor void yet),
 * waits for that request's outcome and asks again: then the invoice is PAID (INVOICE_PAID: ALREADY_PAID) or its
 * decline is this request's too. On PostgreSQL two requests really run at once (PGlite runs one at a time).
 */
async function chargeAfterRacingRequest(ctx: Ctx, id: string, payerUserId: string) {
  const giveUpAt = Date.now() + RACE_WAIT_MS;
  for (;;) {
    try {
      return await chargeInvoiceOnce(ctx, id, payerUserId);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'CONFLICT' || Date.now() > giveUpAt) throw error;
      const status = (await repo.findAdminInvoice(ctx, id))?.status;
      if (status === 'PAID' || status === 'VOID') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * POST /super-admin/invoices/bulk-charge: each selected invoice charged at most once, in turn; one invoice's failure
 * does not stop the others. Repeated or concurrent requests charge nothing twice: an invoice already paid (or paid
 * by a racing request meanwhile) is ALREADY_PAID. The run is a billing job log row (source BULK_CHARGE).
 */
export async function bulkCharge(ctx: Ctx, ids: string[]): Promise<BulkChargeSummary> {
  const actor = userOf(ctx);
  const startedAt = new Date();
  const rows = new Map((await repo.adminInvoicesByIds(ctx, ids)).map((r) => [r.id, r]));
  const results: BulkChargeResult[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    if (!row) {
      await repo.noteInvoiceDenied(ctx, 'CHARGE', id);
      results.push({ invoiceId: id, number: null, partnerName: null, outcome: 'FAILED', amountCents: 0, reason: 'Invoice not found' });
      continue;
    }
    const result = { invoiceId: id, number: row.number, partnerName: row.partner_name, amountCents: row.total_cents };
    try {
      const charged = await chargeAfterRacingRequest(ctx, id, row.partner_user_id);
      results.push({ ...result, amountCents: charged.amountCents, outcome: charged.chargedNow ? 'CHARGED' : 'ALREADY_PAID', reason: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Paid before we looked, or by a racing request that holds the charge's key: no second charge either way.
      const paid = error.code === 'INVOICE_PAID' || (error.statusCode === 409 && (await repo.findAdminInvoice(ctx, id))?.status === 'PAID');
      results.push(paid ? { ...result, outcome: 'ALREADY_PAID', reason: null } : { ...result, outcome: 'FAILED', reason: error.message });
    }
  }
  const count = (outcome: BulkChargeResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  const chargedCents = results.filter((r) => r.outcome === 'CHARGED').reduce((sum, r) => sum + r.amountCents, 0);
  const failures = results
    .filter((r) => r.outcome === 'FAILED')
    .map((r) => ({
      invoiceId: r.invoiceId,
      number: r.number ?? 0,
      partnerId: rows.get(r.invoiceId)?.partner_id ?? '',
      reason: r.reason ?? '',
    }));
  const summary = { requested: results.length, charged: count('CHARGED'), alreadyPaid: count('ALREADY_PAID'), failed: count('FAILED') };
  const run = { startedAt, finishedAt: new Date(), attempted: summary.requested, paid: summary.charged, failed: summary.failed };
  const log = await insertBulkChargeRun(
    ctx,
    { ...run, chargedCents, failures, source: 'BULK_CHARGE', startedBy: actor.userId },
    summary.alreadyPaid,
  );
  return { results, ...summary, chargedCents, billingJobLogId: log.id };
}
