// Read-only joins: users (the accounts module's): a key's owner's name, e-mail and role, and whether they are active.
import { sql } from 'kysely';
import type { ApiKeysQuery } from '#contracts/api-keys';
import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, noteListRead, noteRead, type Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import { containsPattern, listPage, pagingOf } from '#server/platform/db/list';
import { apiKeysPolicy } from './api-keys.policy';
import { fullName } from '#server/platform/db/names';

/**
 * API keys: found by their visible prefix to authenticate, listed and revoked under the policy. Each list, lookup,
 * change and refusal leaves its audit row here.
 */

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
  sql<string>`trim(${fullName('u')})`.as('owner_name'),
] as const;

export type ApiKeyRow = NonNullable<Awaited<ReturnType<typeof findVisible>>>;

/** One page of the keys the caller sees, its read noted. */
export async function listKeys(ctx: Ctx, query: ApiKeysQuery & { page: number; limit: number; sort: string }) {
  let filtered = visible(ctx);
  if (query.status === 'ACTIVE') filtered = filtered.where('k.revoked_at', 'is', null);
  if (query.status === 'REVOKED') filtered = filtered.where('k.revoked_at', 'is not', null);
  if (query.search) {
    const pattern = containsPattern(query.search);
    filtered = filtered.where((eb) => eb.or([eb('k.name', 'ilike', pattern), eb('k.prefix', 'ilike', pattern)]));
  }
  const page = await listPage(
    ctx.db,
    filtered,
    (q) => q.innerJoin('users as u', 'u.id', 'k.user_id').select(columns),
    // An administrator's list over every key counts at most COUNT_CAP of them (reported as an estimate past it).
    { ...pagingOf(query, SORT, 'k.id'), countCap: COUNT_CAP },
  );
  await noteListRead(ctx, 'api_key', { page: query.page, count: page.rows.length });
  return page;
}

export const findVisible = (ctx: Ctx, id: string) =>
  visible(ctx).innerJoin('users as u', 'u.id', 'k.user_id').select(columns).where('k.id', '=', id).executeTakeFirst();

/**
 * The key to revoke, if the caller sees it: a DENIED REVOKE row when not; a READ when it is revoked already (revoking
 * it again changes nothing). A key still to revoke is audited by its REVOKE.
 */
export async function findToRevoke(ctx: Ctx, id: string) {
  const row = await findVisible(ctx, id);
  if (!row) await noteRead(ctx, { action: 'REVOKE', resourceType: 'api_key', resourceId: id, outcome: 'DENIED' });
  else if (row.revoked_at) await noteRead(ctx, { action: 'READ', resourceType: 'api_key', resourceId: id });
  return row;
}

/** A new key and its CREATE row (its prefix and scopes, never its secret). */
export const insertKey = (ctx: Ctx, values: { userId: string; name: string; prefix: string; secretHash: string; scopes: string[] }) =>
  auditedChange(
    ctx,
    (db) =>
      db
        .insertInto('api_keys')
        .values({ user_id: values.userId, name: values.name, prefix: values.prefix, secret_hash: values.secretHash, scopes: values.scopes })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ({ id }) => ({ action: 'CREATE', resourceType: 'api_key', resourceId: id, details: { prefix: values.prefix, scopes: values.scopes } }),
  );

/**
 * Marks one of the caller's keys revoked, once (the policy is part of the UPDATE's WHERE), and its REVOKE row: false
 * when it already was.
 */
export async function revokeKey(ctx: Ctx, key: { id: string; prefix: string }, by: string): Promise<boolean> {
  const result = await auditedChange(
    ctx,
    (db) =>
      db
        .updateTable('api_keys as k')
        .set({ revoked_at: new Date(), revoked_by: by })
        .where('k.id', '=', key.id)
        .where('k.revoked_at', 'is', null)
        .where(policyFilter(apiKeysPolicy, ctx.actor))
        .executeTakeFirst(),
    { action: 'REVOKE', resourceType: 'api_key', resourceId: key.id, details: { prefix: key.prefix } },
  );
  return result.numUpdatedRows === 1n;
}

/** Notes a delegate's or an administrator acting as the account trying to make or revoke its keys (refused). */
export const noteNotHolder = (ctx: Ctx, action: string, id?: string) =>
  noteRead(ctx, {
    action,
    resourceType: 'api_key',
    resourceId: id ?? null,
    outcome: 'DENIED',
    details: { reason: 'not the account holder' },
  });

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

/**
 * Records a key refused at use (revoked, its owner inactive, or without the scope), naming its owner: written at once,
 * since the request fails.
 */
export const recordRefusedUse = (ctx: Ctx, key: { id: string; user_id: string }, reason: string, scope: string) =>
  ctx.audit.record(ctx.db, {
    action: 'API_KEY_USE',
    resourceType: 'api_key',
    resourceId: key.id,
    outcome: 'DENIED',
    actorUserId: key.user_id,
    details: { apiKeyId: key.id, reason, scope },
  });

export const touchKey = (db: Db, id: string) => db.updateTable('api_keys').set({ last_used_at: new Date() }).where('id', '=', id).execute();
