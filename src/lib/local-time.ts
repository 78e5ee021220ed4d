/** Dates and times in the viewer's own time zone, for calls and appointments (native Intl: no date library in this app). */

import { viewerFormat } from './viewer-time-zone';

const dayFormat = () => viewerFormat('long-day', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const timeFormat = () => viewerFormat('time', { hour: 'numeric', minute: '2-digit' });

const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar date as YYYY-MM-DD (what a date input holds). */
export const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** A local time as HH:MM (what a time input holds). */
export const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** The instant a local date (and time) names: `new Date('2030-01-31T15:00')` reads it in the viewer's zone. */
export const localInstant = (date: string, time = '00:00') => new Date(`${date}T${time}`);

export const addDays = (date: string, days: number) => {
  const d = localInstant(date);
  d.setDate(d.getDate() + days);
  return localDate(d);
};

/** "Monday, March 2, 2026". */
export const dayLabel = (iso: string) => dayFormat().format(new Date(iso));
/** "3:00 PM". */
export const timeLabel = (iso: string) => timeFormat().format(new Date(iso));
/** "3:00 PM – 3:30 PM". */
export const timeRange = (startsAt: string, endsAt: string) => `${timeLabel(startsAt)} – ${timeLabel(endsAt)}`;

/** The next quarter hour at least an hour from now: a sensible first choice in the schedule dialog. */
export function nextFreeSlot(now = new Date()) {
  const d = new Date(now.getTime() + 60 * 60_000);
  d.setMinutes(Math.ceil(d.getMinutes() / 15) * 15, 0, 0);
  return d;
}
