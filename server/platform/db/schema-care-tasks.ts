import type { ColumnType, Generated } from 'kysely';

/** The care team's tasks (migrations 0036, 0043): one OPEN task per (order, kind). */
export interface CareTasksTable {
  id: Generated<string>;
  kind: 'PAYMENT_FAILED' | 'RENEWAL_DUE' | 'FOLLOW_UP';
  status: Generated<'OPEN' | 'DONE'>;
  patient_id: string;
  order_id: string | null;
  title: string;
  detail: Generated<string>;
  due_at: ColumnType<Date, Date | string, Date | string>;
  /** A care-role user, or null while unassigned. */
  assignee_id: string | null;
  /** Null when the system opened it. */
  created_by: string | null;
  done_at: Date | null;
  done_by: string | null;
  done_note: string | null;
  /** The last reopening of a DONE task (all three, or none). */
  reopened_at: Date | null;
  reopened_by: string | null;
  reopen_reason: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
