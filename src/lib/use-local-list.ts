import { useState } from 'react';
import { PAGE_SIZES, type ListPaging } from '@/lib/list-query';

/**
 * A paged list's page, size, search and `filters` kept in the component rather than the address bar (a page with two
 * lists, a section of a record's page): `query`, `update` and `paging(total)`, as useListQuery gives them.
 */
export function useLocalList<F extends Record<string, string> = Record<never, string>>(filters = {} as F) {
  type State = { page: number; limit: number; search: string } & F;
  const [state, setState] = useState<State>({ page: 1, limit: PAGE_SIZES[0], search: '', ...filters });
  const update = (change: Partial<{ page: number; limit: number; search: string }> | Partial<F>) => setState((s) => ({ ...s, ...change }));
  const paging = (total = 0, totalIsEstimate = false): ListPaging => ({
    total,
    totalIsEstimate,
    hasNextPage: totalIsEstimate,
    page: state.page,
    limit: state.limit,
    onPageChange: (page) => update({ page }),
    onLimitChange: (limit) => update({ limit, page: 1 }),
  });
  return { query: state, update, paging };
}
