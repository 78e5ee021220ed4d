import { useSearchParams } from 'react-router-dom';
import { ADMIN_ORDER_SORTS, ORDER_STATUSES } from '@contracts/orders';
import { writeListQuery, type ListOptions, type ListQuery } from '@/lib/list-query';
import { pagingOf, useListQuery } from '@/lib/use-list-query';

export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
const OPTIONS: ListOptions<AdminOrderSort> = { sort: { options: ADMIN_ORDER_SORTS, default: 'createdAt:desc' }, statuses: ORDER_STATUSES };

/** The filters an administrator's order list keeps in the address bar besides the usual ones. */
export type OrderFilters = { partner: string; doctor: string; from: string; to: string };
const FILTERS = ['partner', 'doctor', 'from', 'to'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Change = Partial<ListQuery<AdminOrderSort> & OrderFilters>;

/** Every order's list state: page, size, search, sort, status, partner, doctor and creation days, in the address bar. */
export function useAdminOrdersQuery() {
  const list = useListQuery(OPTIONS);
  const [params, setParams] = useSearchParams();
  const read = (name: (typeof FILTERS)[number]) => {
    const value = params.get(name) ?? '';
    return (name === 'partner' || name === 'doctor' ? UUID : DAY).test(value) ? value : '';
  };
  const filters: OrderFilters = { partner: read('partner'), doctor: read('doctor'), from: read('from'), to: read('to') };
  const update = (change: Change, replace = false) => {
    const merged = { ...list.query, ...filters, ...change };
    const next = writeListQuery(merged, OPTIONS);
    for (const name of FILTERS) if (merged[name]) next.set(name, merged[name]);
    setParams(next, { replace });
  };
  const paging = pagingOf(list.query, update);
  return { query: { ...list.query, ...filters }, update, paging, pageQuery: list.pageQuery, statusFilter: list.statusFilter };
}
