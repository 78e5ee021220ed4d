import type { COMMISSION_PERIODS } from '@contracts/commissions';
import { shortDayText } from '@contracts/day-range';

export type Period = (typeof COMMISSION_PERIODS)[number];

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The first day of the period `day` (YYYY-MM-DD) falls in, UTC; weeks start on Monday, as the server's date_trunc. */
function startOf(period: Period, day: string): number {
  const date = new Date(`${day}T00:00:00Z`);
  if (period === 'month') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  if (period === 'week') return date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY;
  return date.getTime();
}

/** Every period's first day from the one holding `startDate` to the one holding `endDate`, oldest first. */
export function periodStarts(period: Period, startDate: string, endDate: string): string[] {
  const starts: string[] = [];
  const end = startOf(period, endDate);
  for (let at = startOf(period, startDate); at <= end && starts.length < 400;) {
    starts.push(isoDay(at));
    if (period === 'month') {
      const d = new Date(at);
      at = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    } else at += (period === 'week' ? 7 : 1) * DAY;
  }
  return starts;
}

/** One value per period of `starts`, zero where the server sent none (it sends only periods with something). */
export function fillPeriods<T>(starts: readonly string[], points: readonly T[], startOfPoint: (p: T) => string, valueOf: (p: T) => number) {
  const values = new Map(points.map((p) => [startOfPoint(p), valueOf(p)]));
  return starts.map((s) => values.get(s) ?? 0);
}

/** A period's first day as its label: "Apr 13", "Week of Apr 13" or "Apr 2026". */
export function periodLabel(period: Period, start: string): string {
  const date = new Date(`${start}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return start;
  if (period === 'month') return monthYear.format(date);
  return period === 'week' ? `Week of ${shortDayText(start)}` : shortDayText(start);
}
