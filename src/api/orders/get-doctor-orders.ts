import { useState } from 'react';
import useSWR from 'swr';
import { doctorOrdersReplySchema, type DoctorOrderListQuery } from '@contracts/order-review';
import { getListPage } from '@/lib/swr-hooks';

export type DoctorOrdersQuery = Pick<DoctorOrderListQuery, 'page' | 'limit' | 'sort' | 'after'> & {
  search?: string;
  status?: DoctorOrderListQuery['status'];
};

export const doctorOrdersKey = (query: DoctorOrdersQuery) => ['/doctors/orders', query] as const;

/** GET /doctors/orders: one page of the doctor's patients' orders and how many match in all. */
export async function getDoctorOrders(query: DoctorOrdersQuery) {
  return getListPage('/doctors/orders', query, doctorOrdersReplySchema);
}

/** The filters and sort a cursor belongs to: a cursor from one list never pages another. */
const scopeOf = ({ limit, sort, search, status }: DoctorOrdersQuery) => JSON.stringify([limit, sort, search, status]);

interface KnownCursors {
  scope: string;
  /** The `after` for a page, from the reply for the page before it. */
  byPage: Record<number, string>;
}

/**
 * One page of the doctor's orders. Paging forward one page at a time, a page whose cursor the previous page's reply
 * gave (`nextCursor`) is asked for with `after`: the server then starts right after that order instead of reading
 * past every row before the page (it ignores `page` then). Any other page, a jump or the first one after the search,
 * filters or sort changed, is asked for by `page`. The server pages by cursor only the lists sorted by creation date.
 */
export function useDoctorOrders(query: Omit<DoctorOrdersQuery, 'after'>) {
  const scope = scopeOf(query);
  const [cursors, setCursors] = useState<KnownCursors>({ scope, byPage: {} });
  const after = cursors.scope === scope && query.sort.startsWith('createdAt:') ? cursors.byPage[query.page] : undefined;

  const fetchPage = async (sent: DoctorOrdersQuery) => {
    const reply = await getDoctorOrders(sent);
    const { nextCursor } = reply;
    if (nextCursor) {
      // Keyed by the query this reply answers, not the one on screen now: a late reply never files its cursor under another page.
      const sentScope = scopeOf(sent);
      setCursors((known) => ({
        scope: sentScope,
        byPage: { ...(known.scope === sentScope ? known.byPage : {}), [sent.page + 1]: nextCursor },
      }));
    }
    return reply;
  };
  return useSWR(doctorOrdersKey({ ...query, after }), ([, sent]) => fetchPage(sent), { keepPreviousData: true });
}

/**
 * How many of the doctor's orders have `status`, and the first of them in `sort` order: one page of one row, whose
 * reply carries the total.
 */
export const useDoctorOrderCount = (status: NonNullable<DoctorOrdersQuery['status']>, sort: DoctorOrdersQuery['sort'] = 'createdAt:asc') =>
  useSWR(doctorOrdersKey({ page: 1, limit: 1, sort, status }), ([, sent]) => getDoctorOrders(sent));
