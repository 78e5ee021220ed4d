import { z } from 'zod';
import { envelope } from './common';
import { FUTURE_DATE_MESSAGE, happenedOn } from './event-times';

/** Patient activity tracking (SPEC §3 Activity, §7 Activities): workouts, walks, cardio and weight entries. */

export const ACTIVITY_TYPES = ['WORKOUT', 'WALKING', 'CARDIO', 'WEIGHT'] as const;
export const INTENSITIES = ['EASY', 'MEDIUM', 'HARD'] as const;
export const ACTIVITY_PERIODS = ['week', 'month', 'year'] as const;
export const activityTypeSchema = z.enum(ACTIVITY_TYPES);
export const intensitySchema = z.enum(INTENSITIES);
export const activityPeriodSchema = z.enum(ACTIVITY_PERIODS);
export type ActivityType = z.infer<typeof activityTypeSchema>;
export type Intensity = z.infer<typeof intensitySchema>;
export type ActivityPeriod = z.infer<typeof activityPeriodSchema>;

/** A weight entry: type WEIGHT, this name, duration 0, dated the current date (SPEC §5). */
export const WEIGHT_ENTRY_NAME = 'Weight Tracking';

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date written YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a real calendar date');

const activityFields = z.object({
  activityType: activityTypeSchema,
  name: z.string().trim().min(1, 'Give the activity a name').max(120, 'The name is at most 120 characters'),
  duration: z
    .number()
    .int('Duration is whole minutes')
    .min(0, 'Duration cannot be negative')
    .max(1440, 'Duration is at most 1440 minutes (a day)'),
  date: calendarDateSchema.refine((day) => happenedOn(day), FUTURE_DATE_MESSAGE),
  weight: z.number().min(50, 'Weight is at least 50 lb').max(1000, 'Weight is at most 1000 lb').nullable(),
  intensity: intensitySchema.nullable(),
});

const weightRule = (value: { activityType?: ActivityType; weight?: number | null }, ctx: z.RefinementCtx) => {
  if (value.activityType === 'WEIGHT' && (value.weight === null || value.weight === undefined))
    ctx.addIssue({ code: 'custom', path: ['weight'], message: 'A weight entry needs a weight (50 to 1000 lb)' });
};

export const activityBodySchema = activityFields
  .extend({
    duration: activityFields.shape.duration.default(0),
    weight: activityFields.shape.weight.optional(),
    intensity: activityFields.shape.intensity.optional(),
  })
  .superRefine(weightRule);
export type ActivityBody = z.input<typeof activityBodySchema>;

/** PUT: the fields to change; the result must still be a valid activity (a WEIGHT entry keeps a weight). */
export const activityUpdateBodySchema = activityFields.partial().superRefine(weightRule);
export type ActivityUpdateBody = z.input<typeof activityUpdateBodySchema>;
/** The whole of an activity after a change, checked again. */
export const activityValuesSchema = activityFields.superRefine(weightRule);

export const activitySchema = z.object({
  id: z.uuid(),
  activityType: activityTypeSchema,
  name: z.string(),
  duration: z.number().int(),
  date: z.string(),
  weight: z.number().nullable(),
  intensity: intensitySchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityReplySchema = envelope(activitySchema);

export const activityListQuerySchema = z
  .object({
    activityType: activityTypeSchema.optional(),
    startDate: calendarDateSchema.optional(),
    endDate: calendarDateSchema.optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(10),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, { path: ['endDate'], message: 'endDate is before startDate' });
export type ActivityListQuery = z.input<typeof activityListQuerySchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
});
export const activityListSchema = z.object({ activities: z.array(activitySchema), pagination: paginationSchema });
export type ActivityList = z.infer<typeof activityListSchema>;
export const activityListReplySchema = envelope(activityListSchema);

export const activityStatsSchema = z.object({
  totalActivities: z.number().int(),
  byType: z.array(z.object({ activityType: activityTypeSchema, count: z.number().int(), minutes: z.number().int() })),
  minutesThisWeek: z.number().int(),
  currentWeight: z.number().nullable(),
  startingWeight: z.number().nullable(),
  /** Current minus starting weight, in pounds (negative is a loss). */
  weightChange: z.number().nullable(),
  goalWeight: z.number().nullable(),
});
export type ActivityStats = z.infer<typeof activityStatsSchema>;
export const activityStatsReplySchema = envelope(activityStatsSchema);

export const periodQuerySchema = z.object({ period: activityPeriodSchema.default('week') });

export const weightHistorySchema = z.object({
  period: activityPeriodSchema,
  fromDate: z.string(),
  toDate: z.string(),
  goalWeight: z.number().nullable(),
  points: z.array(z.object({ date: z.string(), weight: z.number() })),
});
export type WeightHistory = z.infer<typeof weightHistorySchema>;
export const weightHistoryReplySchema = envelope(weightHistorySchema);

export const weeklyActivitySchema = z.object({
  period: activityPeriodSchema,
  fromDate: z.string(),
  toDate: z.string(),
  /** One bucket per day (week, month) or per week (year), oldest first, empty ones included. */
  buckets: z.array(z.object({ date: z.string(), minutes: z.number().int(), count: z.number().int() })),
});
export type WeeklyActivity = z.infer<typeof weeklyActivitySchema>;
export const weeklyActivityReplySchema = envelope(weeklyActivitySchema);

export const encouragementQuerySchema = z
  .object({ fromDate: calendarDateSchema.optional(), toDate: calendarDateSchema.optional() })
  .refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, { path: ['toDate'], message: 'toDate is before fromDate' })
  .refine((q) => !q.fromDate || !q.toDate || Date.parse(q.toDate) - Date.parse(q.fromDate) <= 366 * 86_400_000, {
    path: ['toDate'],
    message: 'The range is at most a year',
  });

export const encouragementSchema = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  minutes: z.number().int(),
  previousMinutes: z.number().int(),
  /** UP, DOWN or SAME against the week before; NONE when neither had activity. */
  activityTrend: z.enum(['UP', 'DOWN', 'SAME', 'NONE']),
  weightChange: z.number().nullable(),
  currentWeight: z.number().nullable(),
  goalWeight: z.number().nullable(),
  headline: z.string(),
  message: z.string(),
});
export type Encouragement = z.infer<typeof encouragementSchema>;
export const encouragementReplySchema = envelope(encouragementSchema);
