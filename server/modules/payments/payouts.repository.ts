import { sql } from 'kysely';
import type { Db } from '../../platform/db/client';
import { listPage, type OrderBy } from '../../platform/db/list';

/** Payouts (migration 0028): commission sent to a partner's payout account; the payments module's table. */

export type PayoutRow = {
  id: string;
  partner_id: string;
  amount_cents: number;
  status: 'PENDING' | 'SENT' | 'FAILED';
  failure_reason: string | null;
  created_at: Date;
};

const COLUMNS = ['id', 'partner_id', 'amount_cents', 'status', 'failure_reason', 'created_at'] as const;

/** What has left (or is leaving) for the partner: SENT and PENDING payouts; a FAILED one sent nothing. */
export async function paidOutCents(db: Db, partnerId: string): Promise<number> {
  const row = await db
    .selectFrom('payouts')
    .select(sql<number>`coalesce(sum(amount_cents), 0)::int`.as('total'))
    .where('partner_id', '=', partnerId)
    .where('status', 'in', ['PENDING', 'SENT'])
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export const insertPayout = (db: Db, values: { partner_id: string; amount_cents: number; provider: string; created_by: string | null }) =>
  db
    .insertInto('payouts')
    .values({ ...values, status: 'PENDING' })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow() as Promise<PayoutRow>;

export const settlePayout = (db: Db, id: string, outcome: { status: 'SENT'; providerRef: string } | { status: 'FAILED'; reason: string }) =>
  db
    .updateTable('payouts')
    .set(
      outcome.status === 'SENT'
        ? { status: 'SENT', provider_ref: outcome.providerRef, updated_at: new Date() }
        : { status: 'FAILED', failure_reason: outcome.reason, updated_at: new Date() },
    )
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow() as Promise<PayoutRow>;

/** One page of a partner's payouts, paged and counted in SQL on (partner_id, created_at, id). */
export async function listPayouts(db: Db, partnerId: string, page: { page: number; limit: number; orderBy: OrderBy }) {
  const result = await listPage(db, db.selectFrom('payouts').where('partner_id', '=', partnerId), (q) => q.select(COLUMNS), page);
  return { ...result, rows: result.rows as PayoutRow[] };
}
