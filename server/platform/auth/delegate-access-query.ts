import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A delegate access with its owner and delegate, as every reader of delegate accesses needs it (sign-in, the owner's
 * list): one query shape, so that one view serves them all.
 */
export const delegateAccessQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('delegate_accesses as da')
    .innerJoin('users as o', 'o.id', 'da.owner_user_id')
    .innerJoin('users as d', 'd.id', 'da.delegate_user_id')
    .select([
      'da.id',
      'da.status',
      'da.created_at',
      'o.id as owner_id',
      'o.first_name as owner_first_name',
      'o.last_name as owner_last_name',
      'o.email as owner_email',
      'o.role as owner_role',
      'd.id as delegate_id',
      'd.first_name as delegate_first_name',
      'd.last_name as delegate_last_name',
      'd.email as delegate_email',
      'd.role as delegate_role',
    ]);
