// Read-only joins: users (the accounts module's): a key's owner's name, e-mail and role, and whether they are active.
import { sql } from 'kysely';
import type { ApiKeysQuery } from '#contracts/api-keys';
import { policyFilter } from '#server/platform/access/policy';
import type { Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import { containsPattern, listPage, pagingOf } from '#server/platform/db/list';
import { apiKeysPolicy } from './api-keys.policy';

/** API keys: found by their visible prefix to authenticate, listed and revoked under the policy. */

/** How many keys a list counts at most. */
const COUNT_CAP = 10_000;

const SORT = { createdAt: 'k.created_at', name: 'k.name', lastUsedAt: 'k.last_used_at' } as const;

const visible = (ctx: Ctx) => ctx.db.selectFrom('api_keys as k').where(policyFilter(apiKeysPolicy, ctx.actor));

const columns = [
  'k.id',
  'k.name',
  'k.prefix',
  'k.scopes',
  'k.created_at',
  'k.last_used_at',
  'k.revoked_at',
  'k.user_id',
  'u.email as owner_email',
  'u.role as owner_role',
  sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('owner_name'),
] as const;

export type ApiKeyRow = NonNullable<Awaited<ReturnType<typeof findVisible>>>;

export async function listKeys(ctx: Ctx, query: ApiKeysQuery & { page: number; limit: number; sort: string }) {
  let filtered = visible(ctx);
  if (query.status === 'ACTIVE') filtered = filtered.where('k.revoked_at', 'is', null);
  if (query.status === 'REVOKED') filtered = filtered.where('k.revoked_at', 'is not', null);
  if (query.search) {
    const pattern = containsPattern(query.search);
    filtered = filtered.where((eb) => eb.or([eb('k.name', 'ilike', pattern), eb('k.prefix', 'ilike', pattern)]));
  }
  return listPage(
    ctx.db,
    filtered,
    (q) => q.innerJoin('users as u', 'u.id', 'k.user_id').select(columns),
    // An administrator's list over every key counts at most COUNT_CAP of them (reported as an estimate past it).
    { ...pagingOf(query, SORT, 'k.id'), countCap: COUNT_CAP },
  );
}

export const findVisible = (ctx: Ctx, id: string) =>
  visible(ctx).innerJoin('users as u', 'u.id', 'k.user_id').select(columns).where('k.id', '=', id).executeTakeFirst();

export const insertKey = (db: Db, values: { userId: string; name: string; prefix: string; secretHash: string; scopes: string[] }) =>
  db
    .insertInto('api_keys')
    .values({ user_id: values.userId, name: values.name, prefix: values.prefix, secret_hash: values.secretHash, scopes: values.scopes })
    .returning('id')
    .executeTakeFirstOrThrow();

/** Marks the key revoked, once: false when it already was. */
export async function revokeKey(db: Db, id: string, by: string): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: new Date(), revoked_by: by })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The key with this prefix and whether its owner may still act (authentication). */
export const findByPrefix = (db: Db, prefix: string) =>
  db
    .selectFrom('api_keys as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select([
      'k.id',
      'k.user_id',
      'k.secret_hash',
      'k.scopes',
      'k.revoked_at',
      'u.status as owner_status',
      'u.deleted_at as owner_deleted_at',
    ])
    .where('k.prefix', '=', prefix)
    .executeTakeFirst();

export const touchKey = (db: Db, id: string) => db.updateTable('api_keys').set({ last_used_at: new Date() }).where('id', '=', id).execute();
