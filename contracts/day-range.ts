const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const at = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/** A day (YYYY-MM-DD) without its year, where the year is said elsewhere: "Nov 26". */
export const shortDayText = (iso: string): string => day.format(at(iso));

/** Two days (YYYY-MM-DD) as a sentence reads them: "Jul 1 to Jul 31, 2026", or "Dec 1, 2025 to Jan 31, 2026". */
export function dayRangeText(start: string, end: string): string {
  const from = at(start);
  const to = at(end);
  const sameYear = from.getUTCFullYear() === to.getUTCFullYear();
  return `${(sameYear ? day : dayYear).format(from)} to ${dayYear.format(to)}`;
}

/**
 * A period of whole days (YYYY-MM-DD, both included) where a table cell or a title names it: "Jul 1 – 31, 2026",
 * "Jun 15 – Jul 14, 2026", "Dec 15, 2025 – Jan 14, 2026"; one day alone, "Jul 1, 2026".
 */
export function periodText(start: string, end: string): string {
  const from = at(start);
  const to = at(end);
  if (from.getTime() === to.getTime()) return dayYear.format(to);
  if (from.getUTCFullYear() !== to.getUTCFullYear()) return `${dayYear.format(from)} – ${dayYear.format(to)}`;
  if (from.getUTCMonth() !== to.getUTCMonth()) return `${day.format(from)} – ${dayYear.format(to)}`;
  return `${monthDay.format(from)} ${from.getUTCDate()} – ${to.getUTCDate()}, ${to.getUTCFullYear()}`;
}
