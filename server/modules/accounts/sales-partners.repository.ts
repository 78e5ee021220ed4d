import type { PartnerRegisteredQuery, SalesPartnerListQuery } from '#contracts/sales-people';
import { auditedChange, noteListRead, noteLookup, noteRead, type Ctx } from '#server/platform/context';
import type { NewUser } from '#server/platform/db/schema';
import { emailInUse, insertUser } from './accounts.repository';
import * as partners from './partner-admin.repository';

/**
 * A sales person's partners, read through the administrator's queries (the partners policy's SALES_PERSON row), each
 * read noted, and a new partner brought in recorded with its account, in one transaction.
 */

/** One page of the sales person's partners, its read noted. */
export async function listPartners(ctx: Ctx, query: SalesPartnerListQuery) {
  const page = await partners.listPartners(ctx, query);
  await noteListRead(ctx, 'partner', { page: query.page, count: page.rows.length });
  return page;
}

/** One of their partners, its READ (or, for another's or none, DENIED) row noted. */
export async function readPartner(ctx: Ctx, id: string) {
  const row = await partners.findPartnerDetail(ctx, id);
  await noteLookup(ctx, { action: 'READ', resourceType: 'partner', resourceId: id }, Boolean(row));
  return row;
}

/** Their partners brought in per period of the range, the read noted as a list of partners. */
export async function registeredPerPeriod(
  ctx: Ctx,
  period: PartnerRegisteredQuery['period'],
  range: { startDate: string; endDate: string },
) {
  const rows = await partners.registeredPerPeriod(ctx, period, range);
  await noteListRead(ctx, 'partner', { count: rows.length }, { details: { registered: period } });
  return rows;
}

/** Whether any account (even a deleted one) holds the e-mail, noted as a CHECK_EXIST of users. */
export async function emailExists(ctx: Ctx, email: string) {
  const exists = await emailInUse(ctx.db, email);
  await noteRead(ctx, { action: 'CHECK_EXIST', resourceType: 'user', details: { exists } });
  return exists;
}

/** A new partner's account and business record attached to the sales person, and the CREATE partner row. */
export const insertPartner = (ctx: Ctx, user: NewUser, businessName: string, salesPersonId: string) =>
  auditedChange(
    ctx,
    async (db) => {
      const account = await insertUser(db, user);
      const partner = await db
        .insertInto('partners')
        .values({ user_id: account.id, business_name: businessName, sales_person_id: salesPersonId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: partner.id, userId: account.id };
    },
    ({ id, userId }) => ({ action: 'CREATE', resourceType: 'partner', resourceId: id, details: { salesPersonId, userId } }),
  );
