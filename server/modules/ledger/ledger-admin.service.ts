import type { AdminAlerts, LedgerEntry, LedgerPageQuery, PartyLedger, Reconciliation } from '#contracts/ledger';
import type { Ctx } from '#server/platform/context';
import type { LedgerAccount } from '#server/platform/db/schema';
import { badRequest, notFound } from '#server/platform/errors';
import { getGymOwner } from '#server/modules/accounts/partner-admin.service';
import { salesPayee } from '#server/modules/accounts/sales-rate.service';
import * as repo from './ledger-admin.repository';

/**
 * What an administrator reads of the ledger (README, "The ledger"): the entries behind each figure of a partner or a
 * sales person, the reconciliation against the processor's own record, the alerts; and the nightly check that opens them.
 */

const PARTNER_ACCOUNTS: LedgerAccount[] = ['PARTNER_COMMISSION_PAYABLE', 'PARTNER_RECEIVABLE', 'PAYOUTS_IN_TRANSIT'];
const SALES_ACCOUNTS: LedgerAccount[] = ['SALES_COMMISSION_PAYABLE', 'PAYOUTS_IN_TRANSIT'];

function cursorOf(query: LedgerPageQuery) {
  const cursor = repo.decodeCursor(query.cursor);
  if (query.cursor && !cursor)
    throw badRequest('This page cursor is not valid: start again from the first page', [{ path: 'cursor', message: 'invalid' }]);
  return cursor;
}

/** Of `limit + 1` rows, the page and the cursor of the next one (null on the last page). */
function paged<T>(rows: T[], limit: number, keyOf: (row: T) => repo.Cursor) {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? repo.encodeCursor(keyOf(items[items.length - 1])) : null };
}

async function partyLedger(ctx: Ctx, party: { id: string; accounts: LedgerAccount[] }, query: LedgerPageQuery): Promise<PartyLedger> {
  const balances = await repo.partyBalances(ctx, party);
  const rows = await repo.partyEntries(ctx, party, { cursor: cursorOf(query), limit: query.limit });
  const { items, nextCursor } = paged(rows, query.limit, (r) => ({ at: r.occurred_at, id: r.id }));
  const view = (r: (typeof rows)[number]): LedgerEntry => ({
    id: r.id,
    transactionId: r.transaction_id,
    kind: r.kind,
    account: r.account,
    amountCents: Number(r.amount_cents),
    reason: r.memo,
    orderId: r.order_id,
    orderNumber: r.order_number,
    paymentId: r.payment_id,
    refundId: r.refund_id,
    payoutId: r.payout_id,
    invoiceId: r.invoice_id,
    occurredAt: r.occurred_at.toISOString(),
  });
  return {
    partyId: party.id,
    balances: party.accounts.map((account) => ({
      account,
      balanceCents: Number(balances.find((b) => b.account === account)?.balance ?? 0),
    })),
    items: items.map(view),
    nextCursor,
  };
}

/** GET /super-admin/ledger/partners/{id}: a partner's commission payable, invoices receivable and payouts in transit. */
export async function partnerLedger(ctx: Ctx, partnerId: string, query: LedgerPageQuery) {
  const partner = await getGymOwner(ctx, partnerId);
  return partyLedger(ctx, { id: partner.id, accounts: PARTNER_ACCOUNTS }, query);
}

/** GET /super-admin/ledger/sales-people/{userId}: a sales person's commission payable and payouts in transit. */
export async function salesPersonLedger(ctx: Ctx, userId: string, query: LedgerPageQuery) {
  const person = await salesPayee(ctx, userId);
  if (!person) throw notFound('Sales person not found');
  return partyLedger(ctx, { id: person.id, accounts: SALES_ACCOUNTS }, query);
}

/**
 * GET /super-admin/ledger/reconciliation: one page of settled charges, each set against the processor's own record
 * (the sandbox's table, Stripe's PaymentIntents) through the payments adapter; the ones that differ are listed. Fees
 * are compared where both sides know them: the processor reports them (Stripe: once it has settled the charge's
 * balance transaction) and the charge's fee was known when it was captured (a charge made before fees were recorded,
 * or captured before Stripe settled it, has none posted: comparing would list every such charge).
 */
export async function reconciliation(ctx: Ctx, query: LedgerPageQuery): Promise<Reconciliation> {
  const rows = await repo.chargesToReconcile(ctx, { cursor: cursorOf(query), limit: query.limit });
  const { items, nextCursor } = paged(rows, query.limit, (r) => ({ at: r.occurred_at, id: r.transaction_id }));
  const processor = ctx.deps.payments;
  const refs = items.flatMap((r) => (r.provider_ref ? [r.provider_ref] : []));
  const records = processor.processorRecord ? await processor.processorRecord(refs) : undefined;
  const byRef = new Map((records ?? []).map((r) => [r.chargeRef, r]));
  const checked = items.map((r) => {
    const theirs = (r.provider_ref && byRef.get(r.provider_ref)) || { capturedCents: 0, refundedCents: 0, feeCents: 0 };
    // Ours: the clearing account's legs (a capture is a debit, negative; a refund paid back a credit).
    const ledgerCapturedCents = -Number(r.captured);
    // A chargeback's money left the processor as a refund's did: the processor's record counts both as given back.
    const ledgerRefundedCents = Number(r.refunded) + Number(r.charged_back);
    // The fees the clearing account paid the processor (credits): the charge's and its disputes'.
    const ledgerFeeCents = Number(r.fees);
    const processorFeeCents = theirs.feeCents ?? null;
    return {
      paymentId: r.id,
      providerRef: r.provider_ref,
      orderNumber: r.order_number,
      ledgerCapturedCents,
      ledgerRefundedCents,
      processorCapturedCents: theirs.capturedCents,
      processorRefundedCents: theirs.refundedCents,
      ledgerFeeCents,
      processorFeeCents,
      matches:
        ledgerCapturedCents === theirs.capturedCents &&
        ledgerRefundedCents === theirs.refundedCents &&
        (r.processor_fee_cents === null || processorFeeCents === null || ledgerFeeCents === processorFeeCents),
      occurredAt: r.occurred_at.toISOString(),
    };
  });
  return {
    processor: processor.name,
    processorRecordAvailable: records !== undefined,
    checked: checked.length,
    differences: records ? checked.filter((c) => !c.matches) : [],
    nextCursor,
  };
}

/** GET /super-admin/alerts: what the checks found, newest first. */
export async function alerts(ctx: Ctx, query: LedgerPageQuery): Promise<AdminAlerts> {
  const rows = await repo.listAlerts(ctx, { cursor: cursorOf(query), limit: query.limit });
  const { items, nextCursor } = paged(rows, query.limit, (r) => ({ at: r.created_at, id: r.id }));
  return {
    items: items.map((r) => ({
      id: r.id,
      kind: r.kind,
      message: r.message,
      details: (r.details ?? {}) as Record<string, unknown>,
      createdAt: r.created_at.toISOString(),
      resolvedAt: r.resolved_at?.toISOString() ?? null,
    })),
    nextCursor,
  };
}

/**
 * The nightly check (system work): every transaction balances, every account's running balance is the sum of its
 * entries, and no settled charge, refund or payout is missing from the ledger (`unposted`, which the payments module finds). Anything else opens one LEDGER_MISMATCH alert with
 * what was found. Returns the counts for the job's run.
 */
export async function checkLedger(ctx: Ctx, unposted: readonly { kind: string; id: string }[] = []) {
  const unbalanced = await repo.unbalancedTransactions(ctx);
  const balances = await repo.balanceDifferences(ctx);
  const problems = unbalanced.length + balances.length + unposted.length;
  if (problems > 0) {
    const parts = [
      unbalanced.length ? `${unbalanced.length} unbalanced transaction(s)` : '',
      balances.length ? `${balances.length} account balance(s) not equal to the sum of their entries` : '',
      unposted.length ? `${unposted.length} money row(s) not in the ledger` : '',
    ].filter(Boolean);
    await repo.openAlert(ctx, {
      kind: 'LEDGER_MISMATCH',
      message: `The ledger check found ${parts.join(', ')}.`,
      details: { unbalanced, balances, unposted },
    });
  }
  return { unbalanced: unbalanced.length, balanceDifferences: balances.length, unposted: unposted.length };
}
