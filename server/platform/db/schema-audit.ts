import type { ColumnType, Generated } from 'kysely';

/** An ended day's audit rows by action, outcome and role (migration 0059): what the statistics read. */
export interface AuditDailyCountsTable {
  day: ColumnType<string, string, string>;
  action: string;
  outcome: string;
  role: string;
  count: number;
}

/** The days `audit_daily_counts` holds, counted (a day without rows as well). */
export interface AuditCountedDaysTable {
  day: ColumnType<string, string, string>;
  counted_at: Generated<Date>;
}
