import { countOf } from '@contracts/plural';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long since `iso`, in whole days, else whole hours: "3 days", "1 hour", "less than an hour". */
export function waitingTime(iso: string, now = Date.now()): string {
  const waited = Math.max(0, now - new Date(iso).getTime());
  if (waited >= DAY) return countOf(Math.floor(waited / DAY), 'day');
  if (waited >= HOUR) return countOf(Math.floor(waited / HOUR), 'hour');
  return 'less than an hour';
}
