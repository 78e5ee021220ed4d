import { sql } from 'kysely';
import type { Db } from '#server/platform/db/client';
import { listPage, type OrderBy } from '#server/platform/db/list';

/**
 * Payouts (migrations 0028, 0044): commission sent to a payee's payout account, a partner's or a sales person's
 * (exactly one of the two per row); the payments module's table.
 */

/** Who a payout is paid to. */
export type Payee = { partnerId: string } | { salesPersonId: string };

export type PayoutRow = {
  id: string;
  amount_cents: number;
  status: 'PENDING' | 'SENT' | 'FAILED';
  failure_reason: string | null;
  created_at: Date;
};

const COLUMNS = ['id', 'amount_cents', 'status', 'failure_reason', 'created_at'] as const;

/** The payee's column and id: each list and sum reads its own index, (partner_id | sales_person_id, created_at, id). */
const payeeColumn = (payee: Payee) =>
  'salesPersonId' in payee ? (['sales_person_id', payee.salesPersonId] as const) : (['partner_id', payee.partnerId] as const);

/** What has left (or is leaving) for the payee: SENT and PENDING payouts; a FAILED one sent nothing. */
export async function paidOutCents(db: Db, payee: Payee): Promise<number> {
  const [column, id] = payeeColumn(payee);
  const row = await db
    .selectFrom('payouts')
    .select(sql<number>`coalesce(sum(amount_cents), 0)::int`.as('total'))
    .where(column, '=', id)
    .where('status', 'in', ['PENDING', 'SENT'])
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export const insertPayout = (db: Db, payee: Payee, values: { amount_cents: number; provider: string; created_by: string | null }) =>
  db
    .insertInto('payouts')
    .values({
      ...values,
      ...('salesPersonId' in payee ? { sales_person_id: payee.salesPersonId } : { partner_id: payee.partnerId }),
      status: 'PENDING',
    })
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

/** One page of a payee's payouts, paged and counted in SQL on (its column, created_at, id). */
export async function listPayouts(db: Db, payee: Payee, page: { page: number; limit: number; orderBy: OrderBy }) {
  const [column, id] = payeeColumn(payee);
  const result = await listPage(db, db.selectFrom('payouts').where(column, '=', id), (q) => q.select(COLUMNS), page);
  return { ...result, rows: result.rows as PayoutRow[] };
}
