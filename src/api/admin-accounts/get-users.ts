import { userListReplySchema, type UserListQuery } from '@contracts/staff-accounts';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export type UsersQuery = Pick<UserListQuery, 'page' | 'limit'> & { search?: string; role?: UserListQuery['role'] };

export const usersKey = (query: UsersQuery) => ['/super-admin/users', query] as const;

/** GET /super-admin/users: every account, newest first; by role, searched by name or e-mail. */
export async function getUsers(query: UsersQuery) {
  return getListPage('/super-admin/users', query, userListReplySchema);
}

export const useUsers = (query: UsersQuery) => usePagedSWR(usersKey(query), getUsers);
