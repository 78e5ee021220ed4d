import type { ColumnType, Generated } from 'kysely';

/** Activities a patient logs: workouts, walks, cardio and weight entries (migration 0032). */
export interface ActivitiesTable {
  id: Generated<string>;
  patient_id: string;
  activity_type: 'WORKOUT' | 'WALKING' | 'CARDIO' | 'WEIGHT';
  name: string;
  /** Minutes, 0..1440. */
  duration: number;
  /** A calendar date; read as text (`date::text`), written as 'YYYY-MM-DD'. */
  date: ColumnType<string, string, string>;
  /** Pounds; set on WEIGHT entries. */
  weight: number | null;
  intensity: 'EASY' | 'MEDIUM' | 'HARD' | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
