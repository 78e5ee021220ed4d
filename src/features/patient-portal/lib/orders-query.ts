import { ORDER_SORTS } from '../../../../contracts/orders';

export type PatientOrderSort = (typeof ORDER_SORTS)[number];

export const PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_SORT: PatientOrderSort = 'createdAt:desc';

export interface OrdersListState {
  page: number;
  limit: number;
  search: string;
  sort: PatientOrderSort;
}

/** Reads the list's state from the address bar, so that Back from an order returns to the same page. */
export function readOrdersQuery(params: URLSearchParams): OrdersListState {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const sort = params.get('sort');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : PAGE_SIZES[0],
    search: (params.get('search') ?? '').trim(),
    sort: (ORDER_SORTS as readonly string[]).includes(sort ?? '') ? (sort as PatientOrderSort) : DEFAULT_SORT,
  };
}

/** Writes only what differs from the defaults: a clean address for the usual view. */
export function writeOrdersQuery(state: OrdersListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.limit !== PAGE_SIZES[0]) params.set('limit', String(state.limit));
  if (state.search) params.set('search', state.search);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  return params;
}
