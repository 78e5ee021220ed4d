import type {
  CreateSalesPartnerBody,
  PartnerRegisteredQuery,
  SalesPartner,
  SalesPartnerDetail,
  SalesPartnerListQuery,
} from '#contracts/sales-people';
import type { Ctx } from '#server/platform/context';
import { isUniqueViolation } from '#server/platform/db/errors';
import { pageInfo } from '#server/platform/db/list';
import { chartRange } from '#server/platform/db/periods';
import { emailTaken, notFound } from '#server/platform/errors';
import { usPhone } from '#server/platform/validation';
import * as accounts from './accounts.repository';
import * as partners from './partner-admin.repository';
import * as repo from './sales-partners.repository';
import { portalOrigin } from './payout-account.service';
import { ownSalesPerson } from './sales-profile.service';
import { openedAccountRow } from './opened-account';

/**
 * What a sales person does (README, "Sales portal"): sees the partners they brought in (partners.policy.ts, the
 * administrator's list and detail queries with the SALES_PERSON row), brings in new ones, and follows the commission
 * they earn on those partners' paid orders (flows/sales-dashboard.ts, from payments/commissions.service.ts). They never see a patient.
 */

export const EMAIL_TAKEN = 'An account with this email already exists';

const rowView = (r: partners.PartnerListRow): SalesPartner => ({
  id: r.id,
  businessName: r.business_name,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phoneNumber: r.phone_number,
  patientCount: r.patient_count ?? 0,
  createdAt: r.created_at.toISOString(),
});

/** How many partners the sales person brought in, all time and this month (the summary's partner figures). */
export const partnerCounts = (ctx: Ctx) => partners.partnerFigures(ctx);

/** GET /sales/partners: the administrator's partner list, through the policy's SALES_PERSON row. */
export async function listPartners(ctx: Ctx, query: SalesPartnerListQuery) {
  const { rows, total } = await repo.listPartners(ctx, query);
  return { items: rows.map(rowView), ...pageInfo(total, query) };
}

/** One of their partners (another's, or none, is a 404 and a DENIED row), without the money (flows/sales-dashboard.ts). */
export async function getPartner(ctx: Ctx, id: string): Promise<SalesPartner> {
  const row = await repo.readPartner(ctx, id);
  if (!row) throw notFound('Partner not found');
  return rowView(row);
}

/** GET /sales/partner-registered: their partners brought in per period of the range (the last 12 months by default). */
export async function partnerRegistered(ctx: Ctx, query: PartnerRegisteredQuery) {
  const range = chartRange(query);
  const rows = await repo.registeredPerPeriod(ctx, query.period, range);
  const points = rows.map((r) => ({ periodStart: r.period_start, count: r.count }));
  return { period: query.period, ...range, points, total: points.reduce((n, p) => n + p.count, 0) };
}

/** GET /users/check-exist: whether any account (even a deleted one) holds the e-mail; audited as a LOOKUP. */
export async function emailExists(ctx: Ctx, email: string) {
  return { exists: await repo.emailExists(ctx, email) };
}

/**
 * POST /sales/partner: the partner's account (GYM_OWNER, with the first password the sales person gives them) and its
 * business record attached to the sales person, in one transaction audited as CREATE partner; then the partner is
 * e-mailed (the outbox) that the account exists and where to sign in. An e-mail already in use is a 409, nothing made.
 */
export async function createPartner(ctx: Ctx, body: CreateSalesPartnerBody): Promise<SalesPartnerDetail> {
  const me = await ownSalesPerson(ctx);
  const phone = body.phoneNumber ? usPhone(body.phoneNumber, 'phoneNumber') : null;
  if (await accounts.emailInUse(ctx.db, body.email)) throw emailTaken(EMAIL_TAKEN);
  const user = await openedAccountRow(body, 'GYM_OWNER', phone);
  let partnerId: string;
  try {
    partnerId = (await repo.insertPartner(ctx, user, body.businessName, me.id)).id;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken(EMAIL_TAKEN);
    throw error;
  }
  await ctx.deps.notifier.send({
    channel: 'email',
    to: body.email,
    subject: 'Your partner account',
    body:
      `${me.first_name} ${me.last_name} opened a partner account for ${body.businessName}. Sign in at ` +
      `${portalOrigin(ctx, 'partner')}/sign-in with this email address and the password ${me.first_name} gives you; ` +
      'a code is then emailed to you to finish signing in.',
  });
  // A partner made a moment ago has no orders yet, so nothing sold and no commission.
  return { ...(await getPartner(ctx, partnerId)), paidOrderCount: 0, salesCents: 0, commissionCents: 0 };
}
