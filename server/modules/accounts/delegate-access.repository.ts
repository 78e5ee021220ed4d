import { actorsChanged } from '#server/platform/auth/actor-cache';
import { auditedChange, inTransaction, noteRead, type Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import { anyRow } from '#server/platform/db/list';

/** Delegate accesses: who may act for whom. A grant, a revocation and a refusal leave their audit row here. */

/**
 * A delegate access with its owner and delegate, as every reader of delegate accesses needs it (sign-in, the owner's
 * list): one query shape, so that one view serves them all.
 */
const joined = (db: Db) =>
  db
    .selectFrom('delegate_accesses as da')
    .innerJoin('users as o', 'o.id', 'da.owner_user_id')
    .innerJoin('users as d', 'd.id', 'da.delegate_user_id')
    .select(['da.id', 'da.status', 'da.created_at'])
    .select([
      'o.id as owner_id',
      'o.first_name as owner_first_name',
      'o.last_name as owner_last_name',
      'o.email as owner_email',
      'o.role as owner_role',
    ])
    .select([
      'd.id as delegate_id',
      'd.first_name as delegate_first_name',
      'd.last_name as delegate_last_name',
      'd.email as delegate_email',
    ])
    .select('d.role as delegate_role');

export type DelegateAccessRow = NonNullable<Awaited<ReturnType<typeof findAccess>>>;

export const findAccess = (db: Db, id: string) => joined(db).where('da.id', '=', id).executeTakeFirst();

/** The live accesses a delegate may act through (their owner's account live too), oldest first. */
export const listActiveFor = (db: Db, delegateUserId: string) =>
  joined(db)
    .where('da.delegate_user_id', '=', delegateUserId)
    .where('da.status', '=', 'ACTIVE')
    .where('o.deleted_at', 'is', null)
    .where('o.status', '=', 'ACTIVE')
    .orderBy('da.created_at', 'asc')
    .execute();

/** Every access the owner gave, newest first: the revoked ones too, unless `activeOnly`. */
export function listOwned(db: Db, ownerUserId: string, activeOnly = false) {
  const owned = joined(db).where('da.owner_user_id', '=', ownerUserId);
  return (activeOnly ? owned.where('da.status', '=', 'ACTIVE') : owned).orderBy('da.created_at', 'desc').orderBy('da.id', 'desc').execute();
}

export const findOwned = (db: Db, ownerUserId: string, id: string) =>
  joined(db).where('da.id', '=', id).where('da.owner_user_id', '=', ownerUserId).executeTakeFirst();

export const hasActive = (db: Db, ownerUserId: string, delegateUserId: string) =>
  anyRow(
    db
      .selectFrom('delegate_accesses')
      .where('owner_user_id', '=', ownerUserId)
      .where('delegate_user_id', '=', delegateUserId)
      .where('status', '=', 'ACTIVE'),
  );

/** A new access the owner gives, and its GRANT_DELEGATE_ACCESS row naming the delegate. */
export const insertAccess = (ctx: Ctx, ownerUserId: string, delegateUserId: string) =>
  auditedChange(
    ctx,
    (db) =>
      db
        .insertInto('delegate_accesses')
        .values({ owner_user_id: ownerUserId, delegate_user_id: delegateUserId })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ({ id }) => ({ action: 'GRANT_DELEGATE_ACCESS', resourceType: 'delegate_access', resourceId: id, details: { delegateUserId } }),
  );

/** The owner's access to revoke: a DENIED row noted when it is not theirs (or does not exist). */
export async function findOwnedToRevoke(ctx: Ctx, ownerUserId: string, id: string) {
  const row = await findOwned(ctx.db, ownerUserId, id);
  if (!row) await noteRead(ctx, { action: 'REVOKE_DELEGATE_ACCESS', resourceType: 'delegate_access', resourceId: id, outcome: 'DENIED' });
  return row;
}

/**
 * Revokes one of the owner's accesses (the owner part of the UPDATE's WHERE), and its REVOKE_DELEGATE_ACCESS row only
 * when it changed; false when it was already revoked (or is not the owner's).
 */
export const revoke = (ctx: Ctx, ownerUserId: string, id: string): Promise<boolean> =>
  inTransaction(ctx, async (tx) => {
    const result = await tx.db
      .updateTable('delegate_accesses')
      .set({ status: 'INACTIVE', revoked_at: new Date() })
      .where('id', '=', id)
      .where('owner_user_id', '=', ownerUserId)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirst();
    actorsChanged({ d: id });
    if (result.numUpdatedRows !== 1n) return false;
    await tx.audit.record(tx.db, { action: 'REVOKE_DELEGATE_ACCESS', resourceType: 'delegate_access', resourceId: id });
    return true;
  });

/** Notes a delegate trying to give or take access for the owner they act for (refused). */
export const noteDelegateRefusal = (ctx: Ctx, action: string) =>
  noteRead(ctx, { action, resourceType: 'delegate_access', outcome: 'DENIED', details: { reason: 'delegate' } });
