import useSWR from 'swr';
import { auditLogReplySchema } from '@contracts/audit-logs';
import { apiClient } from '@/lib/api-client';

export const AUDIT_LOG_FAILED = 'Failed to fetch audit log details';

/** GET /super-admin/audit-logs/{id}: one row, with who acted and the patient by name. */
export async function getAuditLog(id: string) {
  const reply = await apiClient.get(`/super-admin/audit-logs/${encodeURIComponent(id)}`);
  return auditLogReplySchema.parse(reply.data).data;
}

export const useAuditLog = (id: string | null) =>
  useSWR(id ? (['/super-admin/audit-logs/:id', id] as const) : null, ([, logId]) => getAuditLog(logId));
