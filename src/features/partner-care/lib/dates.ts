const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Shared with every portal's pages (src/lib/format.ts). */
export { formatDay } from '@/lib/format';

/** A period's first day as its month, "Apr 2026". */
export function formatMonth(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : monthFormat.format(date);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Today (UTC) as YYYY-MM-DD. */
export const today = (now = new Date()) => isoDay(now);

/** The first day of this month (UTC), or of the month `monthsBack` before it. */
export function monthStart(monthsBack = 0, now = new Date()): string {
  return isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1)));
}

/** The first days of the last `count` months (UTC), oldest first, this month last. */
export const lastMonths = (count: number, now = new Date()) => Array.from({ length: count }, (_, i) => monthStart(count - 1 - i, now));

/** Per-month values over `months` (first days), zero where `points` (by period start) has none. */
export function byMonth<T>(months: readonly string[], points: readonly T[], dayOf: (p: T) => string, valueOf: (p: T) => number) {
  const values = new Map<string, number>();
  for (const p of points) values.set(dayOf(p).slice(0, 7), valueOf(p));
  return months.map((m) => values.get(m.slice(0, 7)) ?? 0);
}
