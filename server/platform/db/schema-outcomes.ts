import type { ColumnType } from 'kysely';

type Figure = number;
type Median = number | null;

/**
 * The administrator's outcome aggregate, as the outcome summary job last computed it (migration 0061): one row per
 * grouping (all, partner, doctor), group and medication, counts only (no patient), ranked by the group's size.
 */
export interface OutcomeSummariesTable {
  grouping: 'all' | 'partner' | 'doctor';
  /** 1 for the group with the most patients; every row of `all` is 1. */
  group_rank: number;
  /** The partner's or the doctor's id; null for `all`, and for the patients with no partner or no doctor. */
  group_id: string | null;
  label: string | null;
  group_patients: number;
  medication: string;
  patients: number;
  on_treatment: number;
  n12: Figure;
  median12: Median;
  a5_12: Figure;
  a10_12: Figure;
  n24: Figure;
  median24: Median;
  a5_24: Figure;
  a10_24: Figure;
  n52: Figure;
  median52: Median;
  a5_52: Figure;
  a10_52: Figure;
  computed_at: ColumnType<Date, Date, Date>;
}

/** When each grouping was last computed (also when it had no row). */
export interface OutcomeSummaryRunsTable {
  grouping: 'all' | 'partner' | 'doctor';
  computed_at: ColumnType<Date, Date, Date>;
  groups: number;
}
