import type { ColumnType, Generated } from 'kysely';

/** Check-in calls a care team member (the host) schedules with a patient (migration 0033). */
export interface CareSessionsTable {
  id: Generated<string>;
  patient_id: string;
  /** The care team member (users.id) who holds the call. */
  host_id: string;
  kind: 'ONBOARDING' | 'CHECK_IN' | 'SIDE_EFFECTS' | 'NUTRITION';
  starts_at: ColumnType<Date, Date | string, Date | string>;
  /** 15, 30, 45 or 60. */
  duration_minutes: number;
  /** starts_at + duration (a CHECK ties them): the no-overlap constraint's range. */
  ends_at: ColumnType<Date, Date | string, Date | string>;
  status: ColumnType<'SCHEDULED' | 'COMPLETED' | 'CANCELED' | 'NO_SHOW', 'SCHEDULED' | undefined, 'COMPLETED' | 'CANCELED' | 'NO_SHOW'>;
  /** The care team's clinical notes, written when the session is completed: never shown to the patient. */
  notes: string | null;
  cancel_reason: string | null;
  canceled_by: string | null;
  created_by: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
