const DAY = 86_400_000;

/** A day as YYYY-MM-DD in UTC (the server counts orders by UTC days). */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The `days` days up to today (UTC), both ends included. */
export function lastDays(days: number, now = new Date()) {
  return { startDate: utcDay(new Date(now.getTime() - (days - 1) * DAY)), endDate: utcDay(now) };
}

/** The name of the medications CSV made today (SPEC: `most-ordered-medications_` and the current date). */
export const medicationsCsvName = (now = new Date()) => {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return `most-ordered-medications_${local.toISOString().slice(0, 10)}.csv`;
};
