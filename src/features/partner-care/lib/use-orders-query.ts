import { useSearchParams } from 'react-router-dom';
import { APPROVAL_STATUSES, ORDER_SORTS, ORDER_STATUSES, type ApprovalStatus } from '@contracts/orders';
import { writeListQuery, type ListOptions, type ListQuery } from '@/lib/list-query';
import { pagingOf, useListQuery } from '@/lib/use-list-query';

type OrderSort = (typeof ORDER_SORTS)[number];
const OPTIONS: ListOptions<OrderSort> = { sort: { options: ORDER_SORTS, default: 'createdAt:desc' }, statuses: ORDER_STATUSES };

type Change = Partial<ListQuery<OrderSort>> & { approval?: ApprovalStatus | '' };

/** The orders list's page, size, search, sort, status and approval filter, kept in the address bar (`approval=`). */
export function useOrdersQuery() {
  const list = useListQuery(OPTIONS);
  const [params, setParams] = useSearchParams();
  const raw = params.get('approval') ?? '';
  const approval: ApprovalStatus | '' = (APPROVAL_STATUSES as readonly string[]).includes(raw) ? (raw as ApprovalStatus) : '';
  const update = (change: Change, replace = false) => {
    const { approval: nextApproval = approval, ...rest } = change;
    const next = writeListQuery({ ...list.query, ...rest }, OPTIONS);
    if (nextApproval) next.set('approval', nextApproval);
    setParams(next, { replace });
  };
  const paging = pagingOf(list.query, update);
  return { query: { ...list.query, approval }, update, paging, pageQuery: list.pageQuery, statusFilter: list.statusFilter };
}
