import { healthProListReplySchema, type HealthProListQuery } from '@contracts/staff-accounts';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export type HealthProsQuery = Pick<HealthProListQuery, 'page' | 'limit'> & { search?: string; role?: HealthProListQuery['role'] };

export const healthProsKey = (query: HealthProsQuery) => ['/super-admin/health-professionals', query] as const;

/** GET /super-admin/health-professionals: the care team's accounts, newest first. */
export async function getHealthPros(query: HealthProsQuery) {
  return getListPage('/super-admin/health-professionals', query, healthProListReplySchema);
}

export const useHealthPros = (query: HealthProsQuery) => usePagedSWR(healthProsKey(query), getHealthPros);
