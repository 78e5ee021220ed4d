import { upcomingRenewalsReplySchema, type UpcomingRenewalsQuery } from '@contracts/renewals';
import { getListPage, keyFor, usePagedSWR } from '@/lib/swr-hooks';

export type UpcomingRenewalsRequest = Pick<UpcomingRenewalsQuery, 'page' | 'limit'> & {
  sort?: UpcomingRenewalsQuery['sort'];
  days?: number;
  search?: string;
  renewalStatus?: UpcomingRenewalsQuery['renewalStatus'];
};

export const upcomingRenewalsKey = keyFor<UpcomingRenewalsRequest>('/gym-owner/renewals/upcoming');

/** GET /gym-owner/renewals/upcoming: one page of the treatments renewing within `days` (30 by default), soonest first. */
export async function getUpcomingRenewals(query: UpcomingRenewalsRequest) {
  return getListPage('/gym-owner/renewals/upcoming', query, upcomingRenewalsReplySchema);
}

export const useUpcomingRenewals = (query: UpcomingRenewalsRequest) => usePagedSWR(upcomingRenewalsKey(query), getUpcomingRenewals);
