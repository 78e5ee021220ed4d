import { localDate } from '@/lib/local-time';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A calendar day (YYYY-MM-DD, or an ISO time's day) as "Apr 10, 2026", never shifted by the viewer's time zone. */
export function formatDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/** A moment in the viewer's time zone: "Apr 10, 2026, 9:30 AM". */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}

/** A period of whole days: "Mar 1, 2026 – Mar 31, 2026". */
export const formatPeriod = (start: string, end: string) => `${formatDay(start)} – ${formatDay(end)}`;

/** SPEC: the CSV's name is `invoices_` and the current date (the viewer's own day). */
export const invoicesCsvName = (now = new Date()) => `invoices_${localDate(now)}.csv`;
