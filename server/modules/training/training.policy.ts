import { sql } from 'kysely';
import { TRAINING_AUDIENCES } from '#contracts/training';
import type { Policy } from '#server/platform/access/policy';
import type { Database, TrainingItemsTable } from '#server/platform/db/schema';

/** An item is for the staff roles it names (a delegate reads what its owner's role reads); administrators see all. */
export const trainingPolicy: Policy<Database & { ti: TrainingItemsTable }, 'ti'> = {
  SUPER_ADMIN: 'ALL',
  ...Object.fromEntries(TRAINING_AUDIENCES.map((role) => [role, () => () => sql<boolean>`${role} = any(ti.audience_roles)`] as const)),
};
