import { noteListRead, noteRead, type Ctx } from '#server/platform/context';

/**
 * Outcomes own no table: they read the plans and the weights through the treatment-plans module, within the reach
 * the outcomes policy gives (outcomes.policy.ts). What they show is noted here, as every read of patient data is.
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
