import { careSessionListReplySchema, type CareSessionListQuery } from '@contracts/care-sessions';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export type CareSessionsQuery = Pick<CareSessionListQuery, 'page' | 'limit'> &
  Partial<Pick<CareSessionListQuery, 'sort' | 'search' | 'from' | 'to' | 'status' | 'kind' | 'host'>>;

export const CARE_SESSIONS_PATH = '/care/sessions';
export const careSessionsKey = (query: CareSessionsQuery) => [CARE_SESSIONS_PATH, query] as const;

/** GET /care/sessions: one page of sessions, by time range, status, kind, host and patient name. */
export async function getCareSessions(query: CareSessionsQuery) {
  return getListPage(CARE_SESSIONS_PATH, query, careSessionListReplySchema);
}

export const useCareSessions = (query: CareSessionsQuery) => usePagedSWR(careSessionsKey(query), getCareSessions);
