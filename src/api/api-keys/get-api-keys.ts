import { apiKeysReplySchema, type ApiKeysQuery } from '@contracts/api-keys';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export type ApiKeysListQuery = Pick<ApiKeysQuery, 'search' | 'status'> & { page: number; limit: number; sort: string };

export const apiKeysKey = (query: ApiKeysListQuery) => ['/api-keys', query] as const;

/** GET /api-keys: one page of my API keys (every key for an administrator), never their secrets. */
export async function getApiKeys(query: ApiKeysListQuery) {
  return getListPage('/api-keys', query, apiKeysReplySchema);
}

export const useApiKeys = (query: ApiKeysListQuery) => usePagedSWR(apiKeysKey(query), getApiKeys);
