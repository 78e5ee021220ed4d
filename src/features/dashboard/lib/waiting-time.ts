const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** How long since `iso`, in whole days, else whole hours: "3 days", "1 hour", "less than an hour". */
export function waitingTime(iso: string, now = Date.now()): string {
  const waited = Math.max(0, now - new Date(iso).getTime());
  if (waited >= DAY) return plural(Math.floor(waited / DAY), 'day');
  if (waited >= HOUR) return plural(Math.floor(waited / HOUR), 'hour');
  return 'less than an hour';
}
