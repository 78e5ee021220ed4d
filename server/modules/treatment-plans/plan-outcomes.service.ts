import type { Ctx } from '#server/platform/context';
import * as repo from './plan-outcomes.repository';
import type { PlanRow } from './treatment-plans.repository';

/**
 * What the outcome views (the outcomes module, README "Outcomes") read of the plans and their weights: a plan's
 * weights, the doctor's lists, the aggregates. The caller's reach (the outcomes policy's filter) is passed in.
 */
export type { AggregateRow, AttentionRow, AttentionSettings, GroupBy, MarkedReach, Reach, WeightRow } from './plan-outcomes.repository';
export { ATTENTION_LISTS, MILESTONES, START_WINDOW } from './plan-outcomes.repository';

export const planWeights = (ctx: Ctx, plan: PlanRow, since: string) => repo.planWeights(ctx, plan, since);
export const attentionRows = (ctx: Ctx, reach: repo.Reach, marked: repo.MarkedReach, settings: repo.AttentionSettings, shown: string[]) =>
  repo.attentionRows(ctx, reach, marked, settings, shown);
export const decidedAttention = (ctx: Ctx, marked: repo.MarkedReach, shown: number) => repo.decidedAttention(ctx, marked, shown);
export const remarkAttention = (ctx: Ctx, settings: repo.AttentionSettings) => repo.remarkAttention(ctx, settings);
export const aggregateRows = (ctx: Ctx, reach: repo.Reach, by: repo.GroupBy, everyone: boolean) =>
  repo.aggregateRows(ctx, reach, by, everyone);
