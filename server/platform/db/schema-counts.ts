import type { ColumnType } from 'kysely';

/** A count kept by the database (migration 0067): written only by triggers and the reach counts job. */
type Kept<T> = ColumnType<T, never, never>;

/** Orders per doctor, partner, status and whether handed back for reassignment. `n` is a bigint, read as text. */
export interface OrderCountsTable {
  doctor_id: Kept<string | null>;
  partner_id: Kept<string | null>;
  status: Kept<string>;
  handed_back: Kept<boolean>;
  n: Kept<string>;
}

/** Live patients (account not deleted) per doctor and partner. `n` is a bigint, read as text. */
export interface PatientCountsTable {
  doctor_id: Kept<string | null>;
  partner_id: Kept<string | null>;
  n: Kept<string>;
}

/**
 * The counts that doctors' lists read instead of counting their rows (migration 0067): each `*_count_changes` row is
 * one statement's change, appended by the triggers on orders and patients and moved into `*_counts` by the job.
 */
export interface ReachCountTables {
  order_counts: OrderCountsTable;
  order_count_changes: Omit<OrderCountsTable, 'n'> & { n: Kept<number> };
  patient_counts: PatientCountsTable;
  patient_count_changes: Omit<PatientCountsTable, 'n'> & { n: Kept<number> };
}
