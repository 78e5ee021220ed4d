import type { ColumnType, Generated } from 'kysely';

/** Patients a partner imported from another telehealth service (migration 0015): listed beside ours, never merged. */
export interface ExternalPatientsTable {
  id: Generated<string>;
  partner_id: string;
  source: string;
  external_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  status: string | null;
  medication: string | null;
  last_order_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  imported_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
