// Read-only joins: ledger_transactions (whether a money row's event was posted, by its source key).
import { sql } from 'kysely';
import type { Ctx } from '#server/platform/context';

/**
 * The payments module's money rows that no ledger transaction posted (each event's source key, as
 * ledger.service.ts names it): a settled charge, a processor's fee known on a charge or a chargeback, a refund, a
 * payout. The nightly ledger check's third question.
 */
export async function unpostedMoney(ctx: Ctx, limit = 20) {
  const payments = await ctx.db
    .selectFrom('payments as p')
    .select(['p.id'])
    .where('p.status', '=', 'SUCCEEDED')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ledger_transactions as t')
            .select('t.id')
            .where('t.source_key', '=', sql<string>`'charge:' || p.id`),
        ),
      ),
    )
    .limit(limit)
    .execute();
  const chargeFees = await ctx.db
    .selectFrom('payments as p')
    .select(['p.id'])
    .where('p.status', '=', 'SUCCEEDED')
    .where('p.processor_fee_cents', '>', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ledger_transactions as t')
            .select('t.id')
            .where('t.source_key', '=', sql<string>`'fee:' || p.id`),
        ),
      ),
    )
    .limit(limit)
    .execute();
  const disputeFees = await ctx.db
    .selectFrom('chargebacks as c')
    .select(['c.id'])
    .where('c.processor_fee_cents', '>', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ledger_transactions as t')
            .select('t.id')
            .where('t.source_key', '=', sql<string>`'chargeback-fee:' || c.id`),
        ),
      ),
    )
    .limit(limit)
    .execute();
  const refunds = await ctx.db
    .selectFrom('refunds as r')
    .select(['r.id'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ledger_transactions as t')
            .select('t.id')
            .where('t.source_key', '=', sql<string>`'refund:' || r.id`),
        ),
      ),
    )
    .limit(limit)
    .execute();
  const payouts = await ctx.db
    .selectFrom('payouts as x')
    .select(['x.id'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ledger_transactions as t')
            .select('t.id')
            .where('t.source_key', '=', sql<string>`'payout:' || x.id`),
        ),
      ),
    )
    .limit(limit)
    .execute();
  return [
    ...payments.map((r) => ({ kind: 'payment', id: r.id })),
    ...chargeFees.map((r) => ({ kind: 'payment fee', id: r.id })),
    ...disputeFees.map((r) => ({ kind: 'chargeback fee', id: r.id })),
    ...refunds.map((r) => ({ kind: 'refund', id: r.id })),
    ...payouts.map((r) => ({ kind: 'payout', id: r.id })),
  ];
}
