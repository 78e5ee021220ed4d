import { API_KEY_SORTS, API_KEY_STATUSES } from '@contracts/api-keys';
import type { ListOptions } from '@/lib/list-query';
import { useListQuery } from '@/lib/use-list-query';
import type { ApiKeySort } from './texts';

const OPTIONS: ListOptions<ApiKeySort> = { sort: { options: API_KEY_SORTS, default: 'createdAt:desc' }, statuses: API_KEY_STATUSES };

/** The key list's page, size, search, sort and status, kept in the address bar. */
export function useApiKeysQuery() {
  const list = useListQuery(OPTIONS);
  return { ...list, status: (list.query.status || undefined) as 'ACTIVE' | 'REVOKED' | undefined };
}
