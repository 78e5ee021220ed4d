import { sql } from 'kysely';
import { HEALTH_PRO_ROLES } from '#contracts/staff-accounts';
import type { Role } from '#contracts/common';
import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, noteListRead, noteLookup, type Ctx } from '#server/platform/context';
import { actorsChanged } from '#server/platform/auth/actor-cache';
import type { AuditEntry } from '#server/platform/audit/audit';
import type { Db } from '#server/platform/db/client';
import { containsPattern, listPage, pagingOf } from '#server/platform/db/list';
import type { NewUser } from '#server/platform/db/schema';
import { insertUser } from './accounts.repository';
import { usersPolicy } from './users.policy';
import { fullName } from '#server/platform/db/names';

/**
 * Accounts as super admins manage them: every live user (newest first, by role, searched by name or e-mail), the
 * admins and the health professionals. Read through the users policy; served by `(created_at, id)` and
 * `(role, created_at, id)` on live users (migration 0018) and the trigram indexes of 0004 for a search. Each list,
 * lookup, change and refusal leaves its audit row here.
 */

export type AccountListQuery = {
  page: number;
  limit: number;
  search?: string;
  sort: 'createdAt:desc' | 'createdAt:asc';
  roles?: readonly Role[];
};

/** An unfiltered list of every account counts up to here (`totalIsEstimate`). */
export const ACCOUNT_COUNT_CAP = 10_000;

const columns = ['id', 'first_name', 'last_name', 'email', 'phone_number', 'role', 'status', 'created_at'] as const;

const live = (ctx: Ctx) => ctx.db.selectFrom('users').where(policyFilter(usersPolicy, ctx.actor)).where('users.deleted_at', 'is', null);

/** One page of the accounts, its read noted as a list of `resourceType` (users, or health professionals). */
export async function listAccounts(ctx: Ctx, query: AccountListQuery, resourceType: string) {
  let filtered = live(ctx);
  if (query.roles) filtered = filtered.where('users.role', 'in', query.roles);
  if (query.search) {
    const pattern = containsPattern(query.search);
    filtered = filtered.where((eb) => eb.or([eb(fullName('users'), 'ilike', pattern), eb(sql<string>`users.email`, 'ilike', pattern)]));
  }
  const page = await listPage(ctx.db, filtered, (q) => q.select(columns), {
    ...pagingOf(query, { createdAt: 'users.created_at' }, 'users.id'),
    countCap: ACCOUNT_COUNT_CAP,
  });
  await noteListRead(ctx, resourceType, { page: query.page, count: page.rows.length }, { details: { roles: query.roles ?? 'ALL' } });
  return page;
}
export type AccountRow = Awaited<ReturnType<typeof listAccounts>>['rows'][number];

/** The ids of accounts (deleted ones too: their history stays) whose name or e-mail contains the term, as a query. */
export const usersMatching = (ctx: Ctx, search: string) => {
  const pattern = containsPattern(search);
  return ctx.db
    .selectFrom('users')
    .select('users.id')
    .where(policyFilter(usersPolicy, ctx.actor))
    .where((eb) => eb.or([eb(fullName('users'), 'ilike', pattern), eb(sql<string>`users.email`, 'ilike', pattern)]));
};

/** One live account of one of `roles`, as the caller's policy lets them see it. */
const findAccount = (ctx: Ctx, id: string, roles: readonly Role[]) =>
  live(ctx).select(columns).where('users.id', '=', id).where('users.role', 'in', roles).executeTakeFirst();

/** A health professional's account, its READ (or DENIED) row noted. */
export async function readHealthPro(ctx: Ctx, id: string) {
  const row = await findAccount(ctx, id, HEALTH_PRO_ROLES);
  await noteLookup(ctx, { action: 'READ', resourceType: 'health_professional', resourceId: id }, Boolean(row));
  return row;
}

/** A health professional's account to delete: a DENIED row noted when there is none (a deletion records its own). */
export async function findHealthProToDelete(ctx: Ctx, id: string) {
  const row = await findAccount(ctx, id, HEALTH_PRO_ROLES);
  if (!row) await noteLookup(ctx, { action: 'DELETE', resourceType: 'health_professional', resourceId: id }, false);
  return row;
}

/** A new staff account (an admin, a health professional), and its CREATE row as `resourceType`. */
export const insertStaffAccount = (ctx: Ctx, user: NewUser & { role: Role }, resourceType: string) =>
  auditedChange(
    ctx,
    (db) => insertUser(db, user),
    (created) => ({ action: 'CREATE', resourceType, resourceId: created.id, details: { role: user.role } }),
  );

/** Locks the live admins (in the caller's transaction) so that two deletions cannot both leave none; returns their ids. */
export const lockLiveAdmins = async (db: Db) =>
  (
    await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'SUPER_ADMIN')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .forUpdate()
      .execute()
  ).map((r) => r.id);

/**
 * Deletes an account (soft: the row, its e-mail and its history stay; its sessions stop on their next request), the
 * policy part of the UPDATE's WHERE, and its DELETE row (`entry`).
 */
export const softDeleteUser = (ctx: Ctx, id: string, entry: AuditEntry) =>
  auditedChange(
    ctx,
    async (db) => {
      const result = await db
        .updateTable('users')
        .set({ deleted_at: new Date(), status: 'INACTIVE', updated_at: new Date() })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .where(policyFilter(usersPolicy, ctx.actor))
        .executeTakeFirst();
      actorsChanged({ u: id });
      return result;
    },
    entry,
  );

/** An admin deletion refused (`reason`: oneself). */
export const recordAdminDeleteRefusal = (ctx: Ctx, id: string, reason: string) =>
  ctx.audit.record(ctx.db, { action: 'DELETE', resourceType: 'admin', resourceId: id, outcome: 'DENIED', details: { reason } });

/** The accounts of some roles counted: all, active, new this month and last month, and per role (one GROUP BY). */
export const countByRole = (ctx: Ctx, roles: readonly Role[]) =>
  live(ctx)
    .where('users.role', 'in', roles)
    .select([
      'users.role',
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where users.status = 'ACTIVE'))::int`.as('active'),
      sql<number>`(count(*) filter (where users.created_at >= date_trunc('month', now())))::int`.as('this_month'),
      sql<number>`(count(*) filter (where users.created_at >= date_trunc('month', now()) - interval '1 month'
        and users.created_at < date_trunc('month', now())))::int`.as('last_month'),
    ])
    .groupBy('users.role')
    .execute();

/** Sign-ups (live accounts made) per day, week or month (UTC) of a range: one GROUP BY on the creation day. */
export function signUpsPerPeriod(ctx: Ctx, period: 'day' | 'week' | 'month', range: { startDate: string; endDate: string }) {
  const bucket = sql<string>`to_char(date_trunc(${period}, users.created_at at time zone 'UTC'), 'YYYY-MM-DD')`;
  return live(ctx)
    .where('users.created_at', '>=', sql<Date>`${range.startDate}::date::timestamp at time zone 'UTC'`)
    .where('users.created_at', '<', sql<Date>`(${range.endDate}::date + 1)::timestamp at time zone 'UTC'`)
    .select([bucket.as('period_start'), sql<number>`count(*)::int`.as('count')])
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
}

/** Every live account counted by role and status. */
export const accountsByRoleAndStatus = (ctx: Ctx) =>
  live(ctx)
    .select(['users.role', 'users.status', sql<number>`count(*)::int`.as('count')])
    .groupBy(['users.role', 'users.status'])
    .execute();
