import useSWR from 'swr';
import { checkInQueueReplySchema, type CheckInQueueQuery } from '@contracts/treatment-plans';
import { getListPage } from '@/lib/swr-hooks';

export const flaggedCheckInsPath = '/doctors/check-ins';

export type FlaggedCheckInsQuery = Pick<CheckInQueueQuery, 'page' | 'limit' | 'sort'>;

export const flaggedCheckInsKey = (query: FlaggedCheckInsQuery) => [flaggedCheckInsPath, { status: 'flagged', ...query }] as const;

/** GET /doctors/check-ins?status=flagged: one page of the flagged check-ins waiting for the doctor's review, and how many in all. */
export async function getFlaggedCheckIns(query: FlaggedCheckInsQuery) {
  return getListPage(flaggedCheckInsPath, { status: 'flagged', ...query }, checkInQueueReplySchema);
}

/** The oldest flagged check-ins waiting for a review (a few, for the dashboard), with the total. */
export const useFlaggedCheckIns = (query: FlaggedCheckInsQuery = { page: 1, limit: 3, sort: 'createdAt:asc' }) =>
  useSWR(flaggedCheckInsKey(query), ([, sent]) => getFlaggedCheckIns(sent));
