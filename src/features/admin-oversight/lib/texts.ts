import type { AuditOutcome } from '@contracts/audit-logs';
import { ROLE_LABELS } from '@/config/roles';

export const OUTCOME_LABELS: Record<AuditOutcome, string> = { SUCCESS: 'Success', FAILURE: 'Failure', DENIED: 'Denied' };

/** An audit row's role as people read it: a role, scheduled work, or someone not signed in. */
export function roleLabel(role: string | null): string {
  if (role === null || role === 'ANONYMOUS') return 'Not signed in';
  if (role === 'SYSTEM') return 'System';
  return (ROLE_LABELS as Record<string, string>)[role] ?? role;
}

export const EXPORT_FAILED_TEXT = 'Failed to export audit logs';
export const USERS_FAILED_TEXT = 'Failed to fetch users';
export const ADMINS_FAILED_TEXT = 'Failed to fetch admins';
export const HEALTH_PROS_FAILED_TEXT = 'Failed to fetch health professionals';
