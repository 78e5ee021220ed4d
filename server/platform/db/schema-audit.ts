import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json = ColumnType<unknown, string, string>;

/** The HIPAA audit trail (migrations 0001, 0048: partitioned by month), written by platform/audit. */
export interface AuditLogsTable {
  id: Generated<string>;
  timestamp: CreatedAt;
  actor_user_id: string | null;
  acting_for_user_id: string | null;
  role: string | null;
  action: string;
  resource_type: string;
  resource_id: string | null;
  patient_id: string | null;
  outcome: 'SUCCESS' | 'FAILURE' | 'DENIED';
  ip: string | null;
  user_agent: string | null;
  details: Json | null;
}

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

/**
 * An hour's audit rows of a day not counted as a day yet (migration 0063), up to its mark's `counted_until` (0065): what
 * the statistics read for it.
 */
export interface AuditHourlyCountsTable {
  hour: ColumnType<Date, Date | string, Date | string>;
  action: string;
  outcome: string;
  role: string;
  count: number;
}

/**
 * The hours `audit_hourly_counts` holds, counted (an hour without rows as well) up to `counted_until` (migration 0065):
 * the hour's end once it is counted whole, an instant within it for the current hour.
 */
export interface AuditCountedHoursTable {
  hour: ColumnType<Date, Date | string, Date | string>;
  counted_at: Generated<Date>;
  counted_until: ColumnType<Date, Date | string, Date | string>;
}
