/** The page sizes every paged list offers; the first is the default. */
export const PAGE_SIZES = [10, 25, 50] as const;

/** A paged list's state as kept in the address bar, so that Back from a detail page returns to the same view. */
export interface ListQuery<S extends string = ''> {
  page: number;
  limit: number;
  search: string;
  sort: S;
  /** Empty means every status (only lists that filter by status use it). */
  status: string;
}

/** Where a paged table stands and how it moves; pages count from 1. */
export interface ListPaging {
  total: number;
  /** `total` is the server's cap on what it counts: there are more rows than that. */
  totalIsEstimate?: boolean;
  /** Past an estimated total, whether there is a page after this one (the reply gave a cursor for it). */
  hasNextPage?: boolean;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}

/** What a list accepts from the address bar; anything else falls back to the defaults rather than reaching the server. */
export interface ListOptions<S extends string = ''> {
  /** The sorts the list offers and the one it opens with; none for a list in one fixed order. */
  sort?: { options: readonly S[]; default: S };
  statuses?: readonly string[];
}

const defaultSortOf = <S extends string>(options: ListOptions<S>) => options.sort?.default ?? ('' as S);

export function readListQuery<S extends string = ''>(params: URLSearchParams, options: ListOptions<S> = {}): ListQuery<S> {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const sort = params.get('sort') ?? '';
  const status = params.get('status') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : PAGE_SIZES[0],
    search: (params.get('search') ?? '').trim(),
    sort: (options.sort?.options as readonly string[] | undefined)?.includes(sort) ? (sort as S) : defaultSortOf(options),
    status: options.statuses?.includes(status) ? status : '',
  };
}

/** Writes only what differs from the defaults: a clean address for the usual view. */
export function writeListQuery<S extends string = ''>(query: ListQuery<S>, options: ListOptions<S> = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.limit !== PAGE_SIZES[0]) params.set('limit', String(query.limit));
  if (query.search) params.set('search', query.search);
  if (query.status) params.set('status', query.status);
  if (query.sort !== defaultSortOf(options)) params.set('sort', query.sort);
  return params;
}

/** The last page for `total` rows (at least 1), to step back when the list shrank under the current page. */
export const lastPageOf = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
