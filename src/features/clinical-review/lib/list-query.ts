export const PAGE_SIZES = [10, 25, 50] as const;

export interface ListState<S extends string> {
  page: number;
  limit: number;
  search: string;
  sort: S;
  /** Only the orders list filters by status; empty means every status. */
  status: string;
}

/**
 * Reads a list's state from the address bar, so that Back from a detail page returns to the same page.
 * Unknown values fall back to the defaults rather than reaching the server.
 */
export function readListQuery<S extends string>(
  params: URLSearchParams,
  sorts: readonly S[],
  defaultSort: S,
  statuses: readonly string[] = [],
): ListState<S> {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const sort = params.get('sort') ?? '';
  const status = params.get('status') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : PAGE_SIZES[0],
    search: (params.get('search') ?? '').trim(),
    sort: (sorts as readonly string[]).includes(sort) ? (sort as S) : defaultSort,
    status: statuses.includes(status) ? status : '',
  };
}

/** Writes only what differs from the defaults: a clean address for the usual view. */
export function writeListQuery<S extends string>(state: ListState<S>, defaultSort: S): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.limit !== PAGE_SIZES[0]) params.set('limit', String(state.limit));
  if (state.search) params.set('search', state.search);
  if (state.status) params.set('status', state.status);
  if (state.sort !== defaultSort) params.set('sort', state.sort);
  return params;
}

/** The last page for `total` rows (at least 1), to step back when the list shrank under the current page. */
export const lastPageOf = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** "today", "1 day", "12 days": how long an intake has waited, at a glance. */
export function waitingFor(iso: string, now: Date = new Date()): string {
  const since = new Date(iso).getTime();
  if (Number.isNaN(since)) return '';
  const days = Math.floor((now.getTime() - since) / 86_400_000);
  if (days <= 0) return 'today';
  return days === 1 ? '1 day' : `${days} days`;
}
