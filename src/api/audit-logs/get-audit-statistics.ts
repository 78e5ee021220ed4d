import useSWR from 'swr';
import { auditStatisticsReplySchema } from '@contracts/audit-logs';
import { apiClient } from '@/lib/api-client';

export const AUDIT_STATISTICS_FAILED = 'Failed to fetch audit log statistics';

export type AuditStatisticsQuery = { startDate?: string; endDate?: string };

/** GET /super-admin/audit-logs/statistics: rows of a range by action, outcome, role and day (the last 30 days by default). */
export async function getAuditStatistics(query: AuditStatisticsQuery) {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => Boolean(v)));
  const reply = await apiClient.get('/super-admin/audit-logs/statistics', { params });
  return auditStatisticsReplySchema.parse(reply.data).data;
}

export const useAuditStatistics = (query: AuditStatisticsQuery) =>
  useSWR(['/super-admin/audit-logs/statistics', query] as const, ([, sent]) => getAuditStatistics(sent));
