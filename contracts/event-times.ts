/**
 * One date rule per kind of event, shared by the forms and the server's contracts:
 * - what has happened (an activity, a completed session) cannot be later than now;
 * - what is due (a follow-up task) cannot be already overdue when it is created.
 * A calendar date (YYYY-MM-DD) is the user's own day, which the server does not know: every place on Earth is at most
 * 14 hours ahead of UTC and 12 hours behind, so the server allows the days that are "today" somewhere; a form uses the
 * browser's own today (localDay) for its date input's min or max, which always lies within those days.
 */
const HOUR_MS = 3_600_000;
/** A moment "now" sent by a browser whose clock runs a little behind the server's is still now. */
const CLOCK_SKEW_MS = 5 * 60_000;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The latest calendar date that is today somewhere (UTC+14). */
export const latestToday = (now = Date.now()) => utcDay(now + 14 * HOUR_MS);
/** The earliest calendar date that is today somewhere (UTC-12). */
export const earliestToday = (now = Date.now()) => utcDay(now - 12 * HOUR_MS);

/** The browser's today, YYYY-MM-DD in its own time zone: the max (or min) of a date input. */
export const localDay = (date = new Date()) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export const FUTURE_DATE_MESSAGE = 'The date cannot be in the future';
export const PAST_DUE_MESSAGE = 'The due date cannot be in the past';
export const NOT_STARTED_MESSAGE = 'A session can be completed only once it has started';

/** Something that happened on this calendar date: not after today. */
export const happenedOn = (day: string, now = Date.now()) => day <= latestToday(now);

/** Something due on this calendar date or at this moment (ISO date-time): not already overdue. */
export function dueFrom(due: string, now = Date.now()): boolean {
  if (/^\d{4}-\d{2}-\d{2}$/.test(due)) return due >= earliestToday(now);
  const at = Date.parse(due);
  return Number.isNaN(at) || at >= now - CLOCK_SKEW_MS;
}

/** Something that starts at this moment (ISO date-time) has started, so its outcome can be recorded. */
export const hasStarted = (startsAt: string | Date, now = Date.now()) => new Date(startsAt).getTime() <= now;
