import { sql, type SelectQueryBuilder } from 'kysely';
import type { Ctx } from '#server/platform/context';
import type { HistoryEventRow } from '#server/platform/db/history';
import { withTotal } from '#server/platform/db/list';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module's events come from its own tables
export type HistorySource = SelectQueryBuilder<any, any, HistoryEventRow>;

/**
 * One page of a patient's timeline: the events each module selects from its own tables (orders, payments,
 * prescriptions, status changes from the audit trail, notes), as one UNION ALL, newest first, paged and counted in
 * the same statement. Each branch reads one patient's rows from an index on the patient (or their orders).
 */
export async function historyPage(ctx: Ctx, sources: [HistorySource, ...HistorySource[]], paging: { page: number; limit: number }) {
  const [first, ...rest] = sources;
  const events = rest.reduce((all, source) => all.unionAll(source), first);
  const counted = sql<{ total: number }>`select count(*)::int as total from (${events}) as events`;
  const pageQuery = ctx.db
    .selectFrom(events.as('h'))
    .selectAll('h')
    .orderBy('h.at', 'desc')
    .orderBy('h.kind')
    .orderBy('h.id', 'desc')
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  return withTotal<HistoryEventRow>(ctx.db, counted, (count) => pageQuery.select(count).execute());
}
