import {
  activityValuesSchema,
  type ActivityPeriod,
  type ActivityStats,
  type ActivityUpdateBody,
  type Encouragement,
  type WeeklyActivity,
  type WeightHistory,
} from '#contracts/activities';
import { userOf, type Ctx } from '#server/platform/context';
import { badRequest, notFound } from '#server/platform/errors';
import * as repo from './activities.repository';
import { activityTrend, encouragementText } from './encouragement';
import { activityView, addDays, daysBetween, round1, today, weekStartOf } from './activities.views';

/**
 * A patient's activities (SPEC §7 Activities): their own only (another's id is 404, audited DENIED), every read and
 * change audited as patient data, each change one transaction with its audit row.
 */

type Values = { activityType: repo.ActivityValues['activity_type'] } & Omit<ActivityUpdateBody, 'activityType'>;

function ownPatientId(ctx: Ctx) {
  const patientId = userOf(ctx).patientId;
  if (!patientId) throw notFound('Patient record not found');
  return patientId;
}

const toRow = (v: {
  activityType: repo.ActivityValues['activity_type'];
  name: string;
  duration: number;
  date: string;
  weight: number | null;
  intensity: repo.ActivityValues['intensity'];
}): repo.ActivityValues => ({
  activity_type: v.activityType,
  name: v.name,
  duration: v.duration,
  date: v.date,
  weight: v.weight,
  intensity: v.intensity,
});

export async function list(ctx: Ctx, query: repo.ListFilter) {
  const page = await repo.listActivities(ctx, query);
  return {
    activities: page.rows.map(activityView),
    pagination: { page: query.page, limit: query.limit, totalItems: page.total, totalPages: Math.ceil(page.total / query.limit) },
  };
}

export async function get(ctx: Ctx, id: string) {
  const row = await repo.findActivity(ctx, id);
  if (!row) throw notFound('Activity not found');
  return activityView(row);
}

async function reread(ctx: Ctx, id: string) {
  const row = await repo.findActivity(ctx, id);
  if (!row) throw notFound('Activity not found');
  return activityView(row);
}

export async function create(ctx: Ctx, body: Values & { name: string; date: string; duration: number }) {
  const patientId = ownPatientId(ctx);
  const values = toRow({ ...body, weight: body.weight ?? null, intensity: body.intensity ?? null });
  const { id } = await repo.insertActivity(ctx, patientId, values);
  return reread(ctx, id);
}

export async function update(ctx: Ctx, id: string, body: ActivityUpdateBody) {
  const current = await repo.findActivity(ctx, id, { action: 'UPDATE' });
  if (!current) throw notFound('Activity not found');
  const merged = activityValuesSchema.safeParse({
    activityType: body.activityType ?? current.activity_type,
    name: body.name ?? current.name,
    duration: body.duration ?? current.duration,
    date: body.date ?? current.date,
    weight: body.weight !== undefined ? body.weight : current.weight,
    intensity: body.intensity !== undefined ? body.intensity : current.intensity,
  });
  if (!merged.success) {
    const details = merged.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw badRequest(details.map((d) => d.message).join('; '), details);
  }
  await repo.updateActivity(ctx, current, toRow(merged.data));
  return reread(ctx, id);
}

export async function remove(ctx: Ctx, id: string) {
  const current = await repo.findActivity(ctx, id, { action: 'DELETE' });
  if (!current) throw notFound('Activity not found');
  await repo.deleteActivity(ctx, current);
}

export async function stats(ctx: Ctx): Promise<ActivityStats> {
  const [rows, goalWeight] = await Promise.all([repo.statsByType(ctx, weekStartOf(today())), repo.goalWeightOf(ctx)]);
  await repo.noteSummaryRead(ctx, 'activity_stats');
  const weight = rows.find((r) => r.activity_type === 'WEIGHT');
  const currentWeight = weight?.latest_weight ?? null;
  const startingWeight = weight?.first_weight ?? null;
  return {
    totalActivities: rows.reduce((sum, r) => sum + r.count, 0),
    byType: rows.map((r) => ({ activityType: r.activity_type, count: r.count, minutes: r.minutes })),
    minutesThisWeek: rows.reduce((sum, r) => sum + r.week_minutes, 0),
    currentWeight,
    startingWeight,
    weightChange: currentWeight !== null && startingWeight !== null ? round1(currentWeight - startingWeight) : null,
    goalWeight,
  };
}

const PERIOD_DAYS: Record<ActivityPeriod, number> = { week: 7, month: 30, year: 364 };
const rangeOf = (period: ActivityPeriod) => {
  const toDate = today();
  return { fromDate: addDays(toDate, 1 - PERIOD_DAYS[period]), toDate };
};

export async function weightHistory(ctx: Ctx, period: ActivityPeriod): Promise<WeightHistory> {
  const { fromDate, toDate } = rangeOf(period);
  const [points, goalWeight] = await Promise.all([repo.weightPoints(ctx, fromDate, toDate), repo.goalWeightOf(ctx)]);
  await repo.noteSummaryRead(ctx, 'weight_history', { period });
  return { period, fromDate, toDate, goalWeight, points };
}

export async function weekly(ctx: Ctx, period: ActivityPeriod): Promise<WeeklyActivity> {
  const { fromDate, toDate } = rangeOf(period);
  const unit = period === 'year' ? 'week' : 'day';
  const found = new Map((await repo.activityBuckets(ctx, fromDate, toDate, unit)).map((b) => [b.date, b]));
  await repo.noteSummaryRead(ctx, 'activity_weekly', { period });
  const step = unit === 'week' ? 7 : 1;
  const buckets = [];
  for (let date = unit === 'week' ? weekStartOf(fromDate) : fromDate; date <= toDate; date = addDays(date, step))
    buckets.push(found.get(date) ?? { date, minutes: 0, count: 0 });
  return { period, fromDate, toDate, buckets };
}

/** The encouragement of a range (default: this Monday-to-Sunday week), set against the range of the same length before. */
export async function encouragement(ctx: Ctx, range: { fromDate?: string; toDate?: string } = {}): Promise<Encouragement> {
  const fromDate = range.fromDate ?? (range.toDate ? addDays(range.toDate, -6) : weekStartOf(today()));
  const toDate = range.toDate ?? addDays(fromDate, 6);
  if (toDate < fromDate) throw badRequest('toDate is before fromDate');
  const length = daysBetween(fromDate, toDate) + 1;
  const previousFrom = addDays(fromDate, -length);
  const previousTo = addDays(fromDate, -1);
  const [minutes, previousMinutes, currentWeight, previousWeight, goalWeight] = await Promise.all([
    repo.minutesBetween(ctx, fromDate, toDate),
    repo.minutesBetween(ctx, previousFrom, previousTo),
    repo.weightOnOrBefore(ctx, toDate),
    repo.weightOnOrBefore(ctx, previousTo),
    repo.goalWeightOf(ctx),
  ]);
  await repo.noteSummaryRead(ctx, 'encouragement', { fromDate, toDate });
  const weightChange = currentWeight !== null && previousWeight !== null ? round1(currentWeight - previousWeight) : null;
  const figures = { minutes, previousMinutes, weightChange, currentWeight, goalWeight };
  return { fromDate, toDate, ...figures, activityTrend: activityTrend(figures), ...encouragementText(figures) };
}

/**
 * The caller's latest logged weight up to today (a WEIGHT entry, a refill check-in's included) with its date, or null:
 * where a renewal's "weight today" starts when it is newer than the last questionnaire.
 */
export async function latestLoggedWeight(ctx: Ctx): Promise<{ weight: number; date: string } | null> {
  const entry = await repo.latestWeightEntry(ctx, today());
  return entry?.weight != null ? { weight: entry.weight, date: entry.date } : null;
}
