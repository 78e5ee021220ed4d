import { upcomingRenewalsReplySchema, type AdminRenewalsQuery } from '@contracts/renewals';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export type AdminRenewalsRequest = Pick<AdminRenewalsQuery, 'page' | 'limit'> & {
  sort?: AdminRenewalsQuery['sort'];
  days?: number;
  gymOwnerId?: string;
};

/** GET /super-admin/renewals: the treatments renewing within `days` of every partner, or of one (`gymOwnerId`). */
export const getAdminRenewals = (query: AdminRenewalsRequest) => getListPage('/super-admin/renewals', query, upcomingRenewalsReplySchema);

export const useAdminRenewals = (query: AdminRenewalsRequest) => usePagedSWR(['/super-admin/renewals', query] as const, getAdminRenewals);
