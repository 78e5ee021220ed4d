// Read-only joins: intakes (the goal weight the patient gave in their intake: intake).
import { sql } from 'kysely';
import type { ActivityType, Intensity } from '#contracts/activities';
import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, noteListRead, noteLookup, noteRead, userOf, type Ctx, type DeniedAs } from '#server/platform/context';
import { listPage } from '#server/platform/db/list';
import { activitiesPolicy } from './activities.policy';

/**
 * The activities table (migration 0032): every read and write goes through the policy, so a patient reaches their own
 * rows only, and each one notes or records its audit row here (a list page, a lookup, a summary, a change).
 */

const visible = (ctx: Ctx) => ctx.db.selectFrom('activities as a').where(policyFilter(activitiesPolicy, ctx.actor));

const columns = [
  'a.id',
  'a.patient_id',
  'a.activity_type',
  'a.name',
  'a.duration',
  sql<string>`a.date::text`.as('date'),
  'a.weight',
  'a.intensity',
  'a.created_at',
  'a.updated_at',
] as const;

export type ActivityValues = {
  activity_type: ActivityType;
  name: string;
  duration: number;
  date: string;
  weight: number | null;
  intensity: Intensity | null;
};

export type ListFilter = { activityType?: ActivityType; startDate?: string; endDate?: string; page: number; limit: number };

/** One page of the caller's activities, newest date first (activities_patient_date_idx / _type_date_idx). */
export async function listActivities(ctx: Ctx, filter: ListFilter) {
  let filtered = visible(ctx);
  if (filter.activityType) filtered = filtered.where('a.activity_type', '=', filter.activityType);
  if (filter.startDate) filtered = filtered.where('a.date', '>=', filter.startDate);
  if (filter.endDate) filtered = filtered.where('a.date', '<=', filter.endDate);
  const page = await listPage(ctx.db, filtered, (q) => q.select(columns), {
    page: filter.page,
    limit: filter.limit,
    orderBy: [
      { column: 'a.date', direction: 'desc' },
      { column: 'a.id', direction: 'desc' },
    ],
  });
  await noteListRead(ctx, 'activity', { page: filter.page, count: page.rows.length }, { patientId: userOf(ctx).patientId ?? undefined });
  return page;
}

export type ActivityRow = Awaited<ReturnType<typeof listActivities>>['rows'][number];

/** One of the caller's activities, noted as `read` (or DENIED when it is not theirs or does not exist). */
export async function findActivity(ctx: Ctx, id: string, read: DeniedAs = {}) {
  const row = await visible(ctx).select(columns).where('a.id', '=', id).executeTakeFirst();
  await noteLookup(
    ctx,
    { action: 'READ', resourceType: 'activity', resourceId: id, patientId: row?.patient_id ?? null, ...read },
    Boolean(row),
    read,
  );
  return row;
}

/** A new activity of the patient's own, and its CREATE row. */
export const insertActivity = (ctx: Ctx, patientId: string, values: ActivityValues) =>
  auditedChange(
    ctx,
    (db) =>
      db
        .insertInto('activities')
        .values({ patient_id: patientId, ...values })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ({ id }) => ({
      action: 'CREATE',
      resourceType: 'activity',
      resourceId: id,
      patientId,
      details: { activityType: values.activity_type },
    }),
  );

/** Changes one of the caller's activities (the policy is part of the UPDATE's WHERE), and its UPDATE row. */
export const updateActivity = (ctx: Ctx, current: ActivityRow, values: ActivityValues) =>
  auditedChange(
    ctx,
    (db) =>
      db
        .updateTable('activities as a')
        .set({ ...values, updated_at: new Date() })
        .where('a.id', '=', current.id)
        .where(policyFilter(activitiesPolicy, ctx.actor))
        .executeTakeFirst(),
    { action: 'UPDATE', resourceType: 'activity', resourceId: current.id, patientId: current.patient_id },
  );

/** Deletes one of the caller's activities (the policy is part of the DELETE's WHERE), and its DELETE row. */
export const deleteActivity = (ctx: Ctx, current: ActivityRow) =>
  auditedChange(
    ctx,
    (db) =>
      db.deleteFrom('activities as a').where('a.id', '=', current.id).where(policyFilter(activitiesPolicy, ctx.actor)).executeTakeFirst(),
    { action: 'DELETE', resourceType: 'activity', resourceId: current.id, patientId: current.patient_id },
  );

/** Notes the read of one of the patient's summaries (stats, weight history, weekly minutes, encouragement). */
export const noteSummaryRead = (ctx: Ctx, resourceType: string, details: Record<string, unknown> = {}) =>
  noteRead(ctx, { action: 'READ', resourceType, patientId: userOf(ctx).patientId, details });

/**
 * The caller's activities counted per type in one GROUP BY: count and minutes of all time, minutes since `weekStart`,
 * and the first and latest weight of each type (only WEIGHT entries carry one).
 */
export const statsByType = (ctx: Ctx, weekStart: string) =>
  visible(ctx)
    .select([
      'a.activity_type',
      sql<number>`count(*)::int`.as('count'),
      sql<number>`coalesce(sum(a.duration), 0)::int`.as('minutes'),
      sql<number>`coalesce(sum(a.duration) filter (where a.date >= ${weekStart}::date), 0)::int`.as('week_minutes'),
      sql<number | null>`(array_agg(a.weight order by a.date desc, a.created_at desc) filter (where a.weight is not null))[1]`.as(
        'latest_weight',
      ),
      sql<number | null>`(array_agg(a.weight order by a.date, a.created_at) filter (where a.weight is not null))[1]`.as('first_weight'),
    ])
    .groupBy('a.activity_type')
    .execute();

/** The caller's weight entries between two dates, one point per day (that day's last entry), oldest first. */
export const weightPoints = (ctx: Ctx, fromDate: string, toDate: string) =>
  visible(ctx)
    .select([sql<string>`a.date::text`.as('date'), sql<number>`(array_agg(a.weight order by a.created_at desc))[1]`.as('weight')])
    .where('a.activity_type', '=', 'WEIGHT')
    .where('a.date', '>=', fromDate)
    .where('a.date', '<=', toDate)
    .groupBy('a.date')
    .orderBy('a.date')
    .execute();

/** The caller's latest weight on or before a date (null when none). */
export const weightOnOrBefore = async (ctx: Ctx, date: string) =>
  (
    await visible(ctx)
      .select('a.weight')
      .where('a.activity_type', '=', 'WEIGHT')
      .where('a.date', '<=', date)
      .orderBy('a.date', 'desc')
      .orderBy('a.created_at', 'desc')
      .limit(1)
      .executeTakeFirst()
  )?.weight ?? null;

/** The caller's latest weight entry on or before a date, with its date (undefined when none). */
export const latestWeightEntry = (ctx: Ctx, date: string) =>
  visible(ctx)
    .select(['a.weight', sql<string>`a.date::text`.as('date')])
    .where('a.activity_type', '=', 'WEIGHT')
    .where('a.weight', 'is not', null)
    .where('a.date', '<=', date)
    .orderBy('a.date', 'desc')
    .orderBy('a.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Minutes and entries per bucket (`day`, or `week` starting Monday) between two dates, oldest first; empty buckets are absent. */
export const activityBuckets = (ctx: Ctx, fromDate: string, toDate: string, unit: 'day' | 'week') =>
  visible(ctx)
    .select([
      sql<string>`to_char(${unit === 'week' ? sql`date_trunc('week', a.date::timestamp)` : sql`a.date`}, 'YYYY-MM-DD')`.as('date'),
      sql<number>`coalesce(sum(a.duration), 0)::int`.as('minutes'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .where('a.activity_type', '<>', 'WEIGHT')
    .where('a.date', '>=', fromDate)
    .where('a.date', '<=', toDate)
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();

/** Activity minutes (weight entries aside) between two dates. */
export const minutesBetween = async (ctx: Ctx, fromDate: string, toDate: string) =>
  (
    await visible(ctx)
      .select(sql<number>`coalesce(sum(a.duration), 0)::int`.as('minutes'))
      .where('a.activity_type', '<>', 'WEIGHT')
      .where('a.date', '>=', fromDate)
      .where('a.date', '<=', toDate)
      .executeTakeFirstOrThrow()
  ).minutes;

/**
 * The goal weight (pounds) from the caller's latest intake that gave one, or null: their own intakes only, the
 * intakes policy's rule for a patient (`user_id` is theirs), written here since the intake module ranks above this one.
 */
export const goalWeightOf = async (ctx: Ctx) =>
  (
    await ctx.db
      .selectNoFrom((eb) =>
        eb
          .selectFrom('intakes as i')
          .select(sql<number>`(i.profile->>'goalWeight')::float8`.as('goal'))
          .where('i.user_id', '=', userOf(ctx).userId)
          .where(sql<boolean>`jsonb_typeof(i.profile->'goalWeight') = 'number'`)
          .orderBy('i.updated_at', 'desc')
          .limit(1)
          .as('goal_weight'),
      )
      .executeTakeFirst()
  )?.goal_weight ?? null;
