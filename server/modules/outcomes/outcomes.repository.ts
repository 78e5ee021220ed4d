import { sql, type Selectable } from 'kysely';
import { inTransaction, noteListRead, noteRead, type Ctx } from '#server/platform/context';
import type { OutcomeSummariesTable } from '#server/platform/db/schema-outcomes';

/**
 * Outcomes read the plans and the weights through the treatment-plans module, within the reach the outcomes policy
 * gives (outcomes.policy.ts). What they show is noted here, as every read of patient data is. They own the summary
 * rows of the administrator's aggregate (`outcome_summaries`, `outcome_summary_runs`, migration 0061): counts by
 * group and medication, no patient.
 */

/** Notes the read of one patient's outcome (their chart), on their plan. */
export const noteOutcomeRead = (ctx: Ctx, patientId: string, planId: string | null) =>
  noteRead(ctx, { action: 'READ', resourceType: 'outcome', resourceId: planId, patientId });

/** Notes the doctor's lists as read: each patient shown is named in the row (the lists are patient data). */
export const noteAttentionRead = (ctx: Ctx, shown: { patientIds: string[]; totals: Record<string, number> }) =>
  noteListRead(ctx, 'outcome_attention', { count: shown.patientIds.length }, { details: shown });

/** Notes an aggregate read (no patient named: counts and medians by medication). */
export const noteSummaryRead = (ctx: Ctx, by: string) =>
  noteRead(ctx, { action: 'READ', resourceType: 'outcome_summary', details: { by } });

/** The groupings the administrator's aggregate is read by (outcome_summaries.grouping). */
export type Grouping = 'all' | 'partner' | 'doctor';

export type SummaryRow = Omit<Selectable<OutcomeSummariesTable>, 'grouping' | 'computed_at'>;

/**
 * Replaces one grouping's summary rows (the outcome summary job, or the first read of a grouping never computed) in
 * one transaction: the rows and the run's time change together, so a reader sees the old rows or the new ones. The
 * transaction's advisory lock makes two passes of the same grouping (two instances, or a read racing the job) wait
 * for each other instead of failing on the primary key.
 */
export const replaceSummaries = (ctx: Ctx, grouping: Grouping, rows: SummaryRow[], computedAt: Date) =>
  // No audit row of its own: counts derived from data already audited where it was written, naming no patient; the
  // read that shows them is noted (an administrator's first read computes them and leaves its READ row).
  inTransaction(ctx, async ({ db }) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`outcome_summaries:${grouping}`}))`.execute(db);
    await db.deleteFrom('outcome_summaries').where('grouping', '=', grouping).execute();
    // In slices: a statement's parameters stay far below PostgreSQL's 65,535 whatever the number of groups.
    for (let i = 0; i < rows.length; i += 1000)
      await db
        .insertInto('outcome_summaries')
        .values(rows.slice(i, i + 1000).map((r) => ({ ...r, grouping, computed_at: computedAt })))
        .execute();
    const groups = new Set(rows.map((r) => r.group_rank)).size;
    await db
      .insertInto('outcome_summary_runs')
      .values({ grouping, computed_at: computedAt, groups })
      .onConflict((oc) => oc.column('grouping').doUpdateSet({ computed_at: computedAt, groups }))
      .execute();
    return groups;
  });

/**
 * A grouping's summary rows, either of its `largest` groups (by rank: the primary key's range) or of one group (a
 * partner's own, by `outcome_summaries_group_idx`), with when they were computed; null when never computed.
 */
export async function readSummaries(ctx: Ctx, grouping: Grouping, which: { largest: number } | { groupId: string }) {
  const run = await ctx.db.selectFrom('outcome_summary_runs').select('computed_at').where('grouping', '=', grouping).executeTakeFirst();
  if (!run) return null;
  const rows = await ctx.db
    .selectFrom('outcome_summaries')
    .selectAll()
    .where('grouping', '=', grouping)
    .$if('largest' in which, (q) => q.where('group_rank', '<=', (which as { largest: number }).largest))
    .$if('groupId' in which, (q) => q.where('group_id', '=', (which as { groupId: string }).groupId))
    .orderBy('group_rank')
    .orderBy('medication')
    .execute();
  // The rows of the run read above (a pass committing between the two reads is read next time).
  return { computedAt: rows[0]?.computed_at ?? run.computed_at, rows };
}
