/**
 * The audit log's month partitions (migration 0048, UTC months) read newest first a few at a time: a read filtered by
 * people (`= any($ids)` over their `(patient_id | actor_user_id, timestamp, id)` indexes) cannot walk one index in time
 * order across several people, so over the whole log it reads and sorts every row of theirs (16,000 for four patients
 * in 100,000,000, planned over 78 partitions). Read window by window, each statement is planned for a few partitions
 * only and sorts only their rows, and the read stops as soon as the page is full.
 */

/** [from, to): either end open. */
export type Window = { from?: Date; to?: Date };

const monthStart = (d: Date, back = 0) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));
/** After the first window, each is twice the one before, up to this many months; then one window holds the rest. */
const WIDEST = 32;

/**
 * Windows newest first, each whole months: the month of `top` and everything after it up to `ceiling` (exclusive;
 * open without one), then the 1, 2, 4, ... 32 months before, then everything older (the oldest months, and any row
 * outside the monthly partitions). `floor` (the filter's first instant) ends the walk at the window that reaches it.
 * The bounds are plain instants, so that PostgreSQL leaves the other months out when it plans each window.
 */
export function* windowsNewestFirst(top: Date, floor?: Date, ceiling?: Date): Generator<Window> {
  let to = monthStart(top);
  yield ceiling ? { from: to, to: ceiling } : { from: to };
  for (let months = 1; months <= WIDEST; months *= 2) {
    if (floor && floor >= to) return;
    const from = monthStart(to, months);
    if (floor && floor >= from) break;
    yield { from, to };
    to = from;
  }
  yield { to };
}

/**
 * Up to `limit` items newest first, asking `read` window by window for what is still missing, until the page is full
 * or the windows run out.
 */
export async function readNewestFirst<R>(
  windows: Iterable<Window>,
  limit: number,
  read: (window: Window, missing: number) => Promise<R[]>,
): Promise<R[]> {
  const rows: R[] = [];
  for (const window of windows) {
    if (rows.length >= limit) break;
    rows.push(...(await read(window, limit - rows.length)));
  }
  return rows;
}
