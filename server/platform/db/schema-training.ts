import type { ColumnType, Generated } from 'kysely';
import type { Role } from '#contracts/common';

/** Training and resources an administrator writes for staff roles (migration 0022). */
export interface TrainingItemsTable {
  id: Generated<string>;
  kind: 'TRAINING' | 'RESOURCE';
  title: string;
  summary: Generated<string>;
  body: Generated<string>;
  url: string | null;
  audience_roles: Role[];
  /** Order within its kind, ascending. */
  position: number;
  created_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
