import { useSearchParams } from 'react-router-dom';
import { AUDIT_OUTCOMES, AUDIT_SORT_FIELDS } from '@contracts/audit-logs';
import { PAGE_SIZES, type ListPaging } from '@/lib/list-query';

/** What narrows the log, as the filter bar edits it and the address bar keeps it. */
export interface AuditFilter {
  actor: string;
  patient: string;
  action: string;
  outcome: string;
  startDate: string;
  endDate: string;
}

export type AuditSort = `${(typeof AUDIT_SORT_FIELDS)[number]}:${'asc' | 'desc'}`;

export interface AuditQuery extends AuditFilter {
  page: number;
  limit: number;
  sort: AuditSort;
}

const FILTER_KEYS = ['actor', 'patient', 'action', 'outcome', 'startDate', 'endDate'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const DEFAULT_SORT: AuditSort = 'timestamp:desc';
export const EMPTY_FILTER: AuditFilter = { actor: '', patient: '', action: '', outcome: '', startDate: '', endDate: '' };

function read(params: URLSearchParams): AuditQuery {
  const text = (key: string) => (params.get(key) ?? '').trim();
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const sort = text('sort');
  const [field, order] = sort.split(':');
  return {
    actor: text('actor'),
    patient: text('patient'),
    action: text('action').toUpperCase(),
    outcome: (AUDIT_OUTCOMES as readonly string[]).includes(text('outcome')) ? text('outcome') : '',
    startDate: DAY.test(text('startDate')) ? text('startDate') : '',
    endDate: DAY.test(text('endDate')) ? text('endDate') : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : PAGE_SIZES[0],
    sort:
      (AUDIT_SORT_FIELDS as readonly string[]).includes(field) && (order === 'asc' || order === 'desc')
        ? (sort as AuditSort)
        : DEFAULT_SORT,
  };
}

function write(query: AuditQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (query[key]) params.set(key, query[key]);
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.limit !== PAGE_SIZES[0]) params.set('limit', String(query.limit));
  return params;
}

/** The filter as the API takes it: only what is set. */
export const filterParams = (filter: AuditFilter) => Object.fromEntries(FILTER_KEYS.filter((k) => filter[k]).map((k) => [k, filter[k]]));

/** The audit log's filters, sort and page, kept in the address bar (so that a filtered view can be shared). */
export function useAuditQuery() {
  const [params, setParams] = useSearchParams();
  const query = read(params);
  const update = (change: Partial<AuditQuery>) => setParams(write({ ...query, ...change }));
  const paging = (total = 0, totalIsEstimate = false): ListPaging => ({
    total,
    totalIsEstimate,
    hasNextPage: totalIsEstimate,
    page: query.page,
    limit: query.limit,
    onPageChange: (page) => update({ page }),
    onLimitChange: (limit) => update({ limit, page: 1 }),
  });
  const filter: AuditFilter = {
    actor: query.actor,
    patient: query.patient,
    action: query.action,
    outcome: query.outcome,
    startDate: query.startDate,
    endDate: query.endDate,
  };
  return { query, filter, update, paging };
}
