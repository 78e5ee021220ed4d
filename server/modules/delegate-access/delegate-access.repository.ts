import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { delegateAccessQuery } from '../../platform/auth/delegate-access-query';

type Db = Kysely<Database>;

/** Every access the owner gave, the revoked ones included, newest first. */
export const listOwned = (db: Db, ownerUserId: string) =>
  delegateAccessQuery(db).where('da.owner_user_id', '=', ownerUserId).orderBy('da.created_at', 'desc').orderBy('da.id', 'desc').execute();

export const findOwned = (db: Db, ownerUserId: string, id: string) =>
  delegateAccessQuery(db).where('da.id', '=', id).where('da.owner_user_id', '=', ownerUserId).executeTakeFirst();

export const findAccountByEmail = (db: Db, email: string) =>
  db
    .selectFrom('users')
    .select(['id', 'role', 'status', 'first_name', 'last_name', 'email'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export const hasActive = async (db: Db, ownerUserId: string, delegateUserId: string) =>
  Boolean(
    await db
      .selectFrom('delegate_accesses')
      .select('id')
      .where('owner_user_id', '=', ownerUserId)
      .where('delegate_user_id', '=', delegateUserId)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirst(),
  );

export const insertAccess = (db: Db, ownerUserId: string, delegateUserId: string) =>
  db
    .insertInto('delegate_accesses')
    .values({ owner_user_id: ownerUserId, delegate_user_id: delegateUserId })
    .returning('id')
    .executeTakeFirstOrThrow();

/** False when it was already revoked (or is not the owner's). */
export async function revoke(db: Db, ownerUserId: string, id: string) {
  const result = await db
    .updateTable('delegate_accesses')
    .set({ status: 'INACTIVE', revoked_at: new Date() })
    .where('id', '=', id)
    .where('owner_user_id', '=', ownerUserId)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
