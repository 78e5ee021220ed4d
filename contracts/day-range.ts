const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
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
