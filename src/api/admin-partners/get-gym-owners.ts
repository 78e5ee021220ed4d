import { gymOwnerListReplySchema, type GymOwnerListQuery } from '@contracts/partners';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export type GymOwnersQuery = Pick<GymOwnerListQuery, 'page' | 'limit'> & {
  sort?: GymOwnerListQuery['sort'];
  search?: string;
  billingMode?: GymOwnerListQuery['billingMode'];
};

export const gymOwnersKey = (query: GymOwnersQuery) => ['/super-admin/gym-owners', query] as const;

/** GET /super-admin/gym-owners: one page of partners, found by business name, owner name or e-mail. */
export const getGymOwners = (query: GymOwnersQuery) => getListPage('/super-admin/gym-owners', query, gymOwnerListReplySchema);

export const useGymOwners = (query: GymOwnersQuery) => usePagedSWR(gymOwnersKey(query), getGymOwners);
