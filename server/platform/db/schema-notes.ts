import type { ColumnType, Generated } from 'kysely';

/** An administrator's notes on a patient (migration 0021): edited and deleted in place, never removed. */
export interface PatientNotesTable {
  id: Generated<string>;
  patient_id: string;
  author_user_id: string;
  content: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date | null, never, Date | string>;
  updated_by: ColumnType<string | null, never, string>;
  deleted_at: ColumnType<Date | null, never, Date | string>;
  deleted_by: ColumnType<string | null, never, string>;
}
