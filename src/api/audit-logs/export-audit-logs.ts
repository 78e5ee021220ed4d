import type { AuditLogFilter } from '@contracts/audit-logs';
import { apiClient } from '@/lib/api-client';

/** GET /super-admin/audit-logs/export: the filtered log as a CSV file (a blob), through the one API client. */
export async function exportAuditLogs(filter: { [K in keyof AuditLogFilter]?: string }): Promise<Blob> {
  const reply = await apiClient.get<Blob>('/super-admin/audit-logs/export', {
    params: Object.fromEntries(Object.entries(filter).filter(([, value]) => Boolean(value?.trim()))),
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  });
  return reply.data;
}
