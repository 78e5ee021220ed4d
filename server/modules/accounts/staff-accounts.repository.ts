import { sql } from 'kysely';
import type { Role } from '#contracts/common';
import { policyFilter } from '#server/platform/access/policy';
import type { Ctx } from '#server/platform/context';
import { actorsChanged } from '#server/platform/auth/actor-cache';
import type { Db } from '#server/platform/db/client';
import { containsPattern, listPage, pagingOf } from '#server/platform/db/list';
import { usersPolicy } from './users.policy';

/**
 * Accounts as super admins manage them: every live user (newest first, by role, searched by name or e-mail), the
 * admins and the health professionals. Read through the users policy; served by `(created_at, id)` and
 * `(role, created_at, id)` on live users (migration 0018) and the trigram indexes of 0004 for a search.
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

export function listAccounts(ctx: Ctx, query: AccountListQuery) {
  let filtered = live(ctx);
  if (query.roles) filtered = filtered.where('users.role', 'in', query.roles);
  if (query.search) {
    const pattern = containsPattern(query.search);
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql<string>`(users.first_name || ' ' || users.last_name)`, 'ilike', pattern),
        eb(sql<string>`users.email`, 'ilike', pattern),
      ]),
    );
  }
  return listPage(ctx.db, filtered, (q) => q.select(columns), {
    ...pagingOf(query, { createdAt: 'users.created_at' }, 'users.id'),
    countCap: ACCOUNT_COUNT_CAP,
  });
}
export type AccountRow = Awaited<ReturnType<typeof listAccounts>>['rows'][number];

/** The ids of accounts (deleted ones too: their history stays) whose name or e-mail contains the term, as a query. */
export const usersMatching = (ctx: Ctx, search: string) => {
  const pattern = containsPattern(search);
  return ctx.db
    .selectFrom('users')
    .select('users.id')
    .where(policyFilter(usersPolicy, ctx.actor))
    .where((eb) =>
      eb.or([
        eb(sql<string>`(users.first_name || ' ' || users.last_name)`, 'ilike', pattern),
        eb(sql<string>`users.email`, 'ilike', pattern),
      ]),
    );
};

/** One live account of one of `roles`, as the caller's policy lets them see it. */
export const findAccount = (ctx: Ctx, id: string, roles: readonly Role[]) =>
  live(ctx).select(columns).where('users.id', '=', id).where('users.role', 'in', roles).executeTakeFirst();

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

/** Deletes an account (soft: the row, its e-mail and its history stay; its sessions stop on their next request). */
export async function softDeleteUser(db: Db, id: string) {
  const result = await db
    .updateTable('users')
    .set({ deleted_at: new Date(), status: 'INACTIVE', updated_at: new Date() })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  actorsChanged({ u: id });
  return result;
}

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
