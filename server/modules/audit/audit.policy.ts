import type { Policy } from '#server/platform/access/policy';
import type { Database } from '#server/platform/db/schema';

/** The audit trail is read by super admins only; everyone's work writes it (platform/audit). */
export const auditLogsPolicy: Policy<Database, 'audit_logs'> = { SUPER_ADMIN: 'ALL' };
