import { badRequest } from '#server/platform/errors';

export type Period = 'day' | 'week' | 'month';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The longest range a chart counts at once. */
const MAX_DAYS = 5 * 366;

/**
 * A chart's range in whole UTC days: to today unless `endDate` is given, from the start of the 12th month (12th week,
 * 30th day) back unless `startDate` is given. A 400 for a range longer than five years.
 */
export function chartRange(query: { period: Period; startDate?: string; endDate?: string }): { startDate: string; endDate: string } {
  const endDate = query.endDate ?? isoDay(Date.now());
  const end = Date.parse(endDate);
  let startDate = query.startDate;
  if (!startDate) {
    const e = new Date(end);
    if (query.period === 'month') startDate = isoDay(Date.UTC(e.getUTCFullYear(), e.getUTCMonth() - 11, 1));
    else startDate = isoDay(end - (query.period === 'week' ? 7 * 11 + ((e.getUTCDay() + 6) % 7) : 29) * DAY_MS);
  }
  if (startDate > endDate) throw badRequest('startDate must not be after endDate');
  if ((end - Date.parse(startDate)) / DAY_MS + 1 > MAX_DAYS) throw badRequest('Choose a range of at most five years');
  return { startDate, endDate };
}
