import { auditLogListReplySchema, type AuditLogFilter } from '@contracts/audit-logs';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export type AuditLogsQuery = { page: number; limit: number; sortBy?: 'timestamp' | 'action' | 'outcome'; sortOrder?: 'asc' | 'desc' } & {
  [K in keyof AuditLogFilter]?: string;
};

/** Shown when the log cannot be read (SPEC: errors). */
export const AUDIT_LOGS_FAILED = 'Failed to fetch audit logs';

export const auditLogsKey = (query: AuditLogsQuery) => ['/super-admin/audit-logs', query] as const;

/** GET /super-admin/audit-logs: one page of the HIPAA audit log, filtered and sorted on the server. */
export async function getAuditLogs(query: AuditLogsQuery) {
  return getListPage('/super-admin/audit-logs', query, auditLogListReplySchema);
}

export const useAuditLogs = (query: AuditLogsQuery) => usePagedSWR(auditLogsKey(query), getAuditLogs);
