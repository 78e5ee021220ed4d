export const PAGE_SIZES = [10, 25, 50] as const;

export interface ListState {
  page: number;
  limit: number;
  search: string;
}

/** Reads a list's page, size and search from the address bar, so that Back returns to the same page. */
export function readListQuery(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : PAGE_SIZES[0],
    search: (params.get('search') ?? '').trim(),
  };
}

/** Writes only what differs from the defaults: a clean address for the usual view. */
export function writeListQuery(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.limit !== PAGE_SIZES[0]) params.set('limit', String(state.limit));
  if (state.search) params.set('search', state.search);
  return params;
}
