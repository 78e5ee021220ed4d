import type { AuditLogFilter } from '@contracts/audit-logs';
import { apiClient } from '@/lib/api-client';
import { listParams } from '@/lib/swr-hooks';

/** GET /super-admin/audit-logs/export: the filtered log as a CSV file (a blob), through the one API client. */
export async function exportAuditLogs(filter: { [K in keyof AuditLogFilter]?: string }): Promise<Blob> {
  const reply = await apiClient.get<Blob>('/super-admin/audit-logs/export', {
    params: listParams({ page: 1, limit: 1, ...filter }),
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  });
  return reply.data;
}
