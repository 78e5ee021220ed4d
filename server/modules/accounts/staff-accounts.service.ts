import {
  HEALTH_PRO_ROLES,
  type Account,
  type CreateAdminBody,
  type CreateHealthProBody,
  type HealthProListQuery,
  type HealthProSummary,
  type UserListQuery,
} from '#contracts/staff-accounts';
import type { TrendQuery, UserMetrics } from '#contracts/platform-stats';
import { ROLES, type Role } from '#contracts/common';
import { PORTAL_BY_ROLE, sameDomainOrigin } from '#contracts/portals';
import { inTransaction, userOf, type Ctx } from '#server/platform/context';
import { pageInfo } from '#server/platform/db/list';
import { chartRange } from '#server/platform/db/periods';
import { emailTaken, notFound, unprocessable } from '#server/platform/errors';
import * as accounts from './accounts.repository';
import * as repo from './staff-accounts.repository';
import { openedAccountRow } from './opened-account';

/**
 * Super admins managing accounts: every user, the admins and the health professionals (the care team's accounts).
 * A new admin or health professional gets a first password from the admin who creates them, and an e-mail saying
 * the account exists and where to sign in; signing in is then the usual password and mailed code. Deleting is soft.
 */

const accountView = (r: repo.AccountRow): Account => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phoneNumber: r.phone_number,
  role: r.role,
  status: r.status,
  createdAt: r.created_at.toISOString(),
});

async function listOf(ctx: Ctx, query: repo.AccountListQuery, resourceType: string) {
  const { rows, total, totalIsEstimate } = await repo.listAccounts(ctx, query, resourceType);
  return { items: rows.map(accountView), ...pageInfo(total, query), ...(totalIsEstimate ? { totalIsEstimate } : {}) };
}

/** The ids of accounts whose name or e-mail contains the term (the audit log's actor filter), as a query to limit. */
export const usersMatching = (ctx: Ctx, search: string) => repo.usersMatching(ctx, search);

/** GET /super-admin/users. */
export const listUsers = (ctx: Ctx, query: UserListQuery) =>
  listOf(ctx, { ...query, roles: query.role ? [query.role] : undefined }, 'user');

/** GET /super-admin/health-professionals. */
export const listHealthPros = (ctx: Ctx, query: HealthProListQuery) =>
  listOf(ctx, { ...query, roles: query.role ? [query.role] : HEALTH_PRO_ROLES }, 'health_professional');

/** GET /super-admin/health-professionals/{id}. */
export async function getHealthPro(ctx: Ctx, id: string) {
  const row = await repo.readHealthPro(ctx, id);
  if (!row) throw notFound('Health professional not found');
  return accountView(row);
}

/** The sign-in address of a role's portal, on the same domain as the partner portal's configured address. */
function portalUrl(ctx: Ctx, role: Role): string {
  return `${sameDomainOrigin(PORTAL_BY_ROLE[role], ctx.deps.config.PARTNER_PORTAL_URL)}/sign-in`;
}

/** A new staff account, audited as CREATE user in its transaction; then its owner is e-mailed where to sign in. */
async function createStaffAccount(ctx: Ctx, body: CreateAdminBody, role: Role, resourceType: string, what: string) {
  if (await accounts.emailInUse(ctx.db, body.email)) throw emailTaken('An account with this email already exists');
  const created = await repo.insertStaffAccount(ctx, await openedAccountRow(body, role, body.phoneNumber ?? null), resourceType);
  await ctx.deps.notifier.send({
    channel: 'email',
    to: created.email,
    subject: `Your ${what} account`,
    body:
      `An administrator created your ${what} account. Sign in at ${portalUrl(ctx, role)} with this email address and ` +
      'the password the administrator gives you; a code is then emailed to you to finish signing in.',
  });
  return accountView(created);
}

/** POST /super-admin/create-admin. */
export const createAdmin = (ctx: Ctx, body: CreateAdminBody) => createStaffAccount(ctx, body, 'SUPER_ADMIN', 'admin', 'administrator');

/** POST /super-admin/health-professionals. */
export const createHealthPro = (ctx: Ctx, body: CreateHealthProBody) =>
  createStaffAccount(ctx, body, body.role, 'health_professional', 'care team');

/**
 * DELETE /super-admin/delete-admin/{id}: never oneself, never the last admin. The live admins are locked in the
 * deletion's transaction, so that two admins deleting each other at once cannot leave none.
 */
export async function deleteAdmin(ctx: Ctx, id: string) {
  const me = userOf(ctx);
  if (id === me.actorId || id === me.userId) {
    await repo.recordAdminDeleteRefusal(ctx, id, 'SELF');
    throw unprocessable('You cannot delete your own admin account', 'SELF_DELETE');
  }
  await inTransaction(
    ctx,
    async (tx) => {
      const admins = await repo.lockLiveAdmins(tx.db);
      if (!admins.includes(id)) throw notFound('Admin not found');
      if (admins.length <= 1) throw unprocessable('The last admin cannot be deleted', 'LAST_ADMIN');
      await repo.softDeleteUser(tx, id, { action: 'DELETE', resourceType: 'admin', resourceId: id });
    },
    { action: 'DELETE', resourceType: 'admin', resourceId: id },
  );
}

/** DELETE /super-admin/health-professionals/{id}: soft, audited. */
export async function deleteHealthPro(ctx: Ctx, id: string) {
  const row = await repo.findHealthProToDelete(ctx, id);
  if (!row) throw notFound('Health professional not found');
  await repo.softDeleteUser(ctx, id, {
    action: 'DELETE',
    resourceType: 'health_professional',
    resourceId: id,
    details: { role: row.role },
  });
}

/** GET /super-admin/health-professionals/summary: one GROUP BY over the care team's live accounts. */
export async function healthProSummary(ctx: Ctx): Promise<HealthProSummary> {
  const rows = await repo.countByRole(ctx, HEALTH_PRO_ROLES);
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + pick(r), 0);
  const total = sum((r) => r.total);
  const active = sum((r) => r.active);
  const thisMonth = sum((r) => r.this_month);
  const lastMonth = sum((r) => r.last_month);
  return {
    total,
    active,
    inactive: total - active,
    newThisMonth: thisMonth,
    newLastMonth: lastMonth,
    increaseRate: lastMonth === 0 ? 0 : Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10,
    byRole: HEALTH_PRO_ROLES.map((role) => ({ role, count: rows.find((r) => r.role === role)?.total ?? 0 })),
  };
}

/** Live accounts counted by role (the platform summary's staff figures). */
export async function accountCounts(ctx: Ctx) {
  const rows = await repo.accountsByRoleAndStatus(ctx);
  const of = (roles: readonly Role[]) => rows.filter((r) => roles.includes(r.role)).reduce((n, r) => n + r.count, 0);
  return {
    totalDoctors: of(['DOCTOR', 'MEDICAL_PROVIDER']),
    totalPartners: of(['GYM_OWNER']),
    totalHealthPros: of(HEALTH_PRO_ROLES),
    totalAdmins: of(['SUPER_ADMIN']),
  };
}

/** GET /super-admin/user-metrics: live accounts by role and status, and sign-ups per period of the range. */
export async function userMetrics(ctx: Ctx, query: TrendQuery): Promise<UserMetrics> {
  const range = chartRange(query);
  const [byStatus, signUps] = await Promise.all([repo.accountsByRoleAndStatus(ctx), repo.signUpsPerPeriod(ctx, query.period, range)]);
  const count = (role: Role, status: 'ACTIVE' | 'INACTIVE') => byStatus.find((r) => r.role === role && r.status === status)?.count ?? 0;
  return {
    period: query.period,
    ...range,
    byRole: ROLES.map((role) => ({ role, active: count(role, 'ACTIVE'), inactive: count(role, 'INACTIVE') })),
    signUps: signUps.map((r) => ({ periodStart: r.period_start, count: r.count })),
  };
}
