import type { Policy } from '#server/platform/access/policy';
import type { CareTasksTable, Database } from '#server/platform/db/schema';
import { SUPPORT_TASK_KINDS } from '#contracts/care-tasks';

type Tasks = Database & { t: CareTasksTable };

/**
 * Which care tasks each role sees (README "Care tasks"): a nurse and a client specialist every task; customer support
 * the payment and renewal tasks only (a FOLLOW_UP may carry clinical notes). The super admin every task (no screen
 * yet). Every other role none.
 */
export const careTasksPolicy: Policy<Tasks, 't'> = {
  NURSER: 'ALL',
  CLIENT_SPECIALIST: 'ALL',
  CUSTOMER_SUPPORT: () => (eb) => eb('t.kind', 'in', SUPPORT_TASK_KINDS),
  SUPER_ADMIN: 'ALL',
};

/** The kinds a role may work on, as the policy above grants them (for assigning a task to someone). */
export const kindsOf = (role: string): readonly string[] =>
  role === 'CUSTOMER_SUPPORT' ? SUPPORT_TASK_KINDS : ['PAYMENT_FAILED', 'RENEWAL_DUE', 'FOLLOW_UP'];
