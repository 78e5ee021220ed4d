// Read-only joins: ledger_transactions (whether a money row's event was posted, by its source key).
import { sql } from 'kysely';
import type { Ctx } from '#server/platform/context';

/**
 * The payments module's money rows that no ledger transaction posted (each event's source key, as
 * ledger.service.ts names it): a settled charge, a refund, a payout. The nightly ledger check's third question.
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
    ...refunds.map((r) => ({ kind: 'refund', id: r.id })),
    ...payouts.map((r) => ({ kind: 'payout', id: r.id })),
  ];
}
