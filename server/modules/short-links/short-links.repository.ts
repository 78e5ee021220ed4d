import { inTransaction, noteRead, type Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';

/**
 * Short links: one code per target URL, and its clicks. No patient data: every target is a partner's public intake
 * link. A link made or read here leaves its audit row here (a click is not audited).
 */

const columns = ['code', 'target_url', 'partner_id', 'clicks', 'created_at'] as const;
export type ShortLinkRow = NonNullable<Awaited<ReturnType<typeof findByTarget>>>;

export const findByTarget = (db: Db, targetUrl: string) =>
  db.selectFrom('short_links').select(columns).where('target_url', '=', targetUrl).executeTakeFirst();

/** The URL's link if it has one, its read noted. */
export async function readByTarget(ctx: Ctx, targetUrl: string) {
  const row = await findByTarget(ctx.db, targetUrl);
  if (row) await noteRead(ctx, { action: 'READ', resourceType: 'short_link', resourceId: row.code });
  return row;
}

/**
 * The new link and its CREATE row, in one transaction; undefined (and no row) when the URL (or, rarely, the code) is
 * taken: the caller reads the URL's link or draws again.
 */
export const insertLink = (ctx: Ctx, values: { code: string; targetUrl: string; partnerId: string; createdBy: string }) =>
  inTransaction(ctx, async (tx) => {
    const inserted = await tx.db
      .insertInto('short_links')
      .values({ code: values.code, target_url: values.targetUrl, partner_id: values.partnerId, created_by: values.createdBy })
      .onConflict((oc) => oc.doNothing())
      .returning(columns)
      .executeTakeFirst();
    if (inserted) {
      const details = { partnerId: values.partnerId };
      await tx.audit.record(tx.db, { action: 'CREATE', resourceType: 'short_link', resourceId: inserted.code, details });
    }
    return inserted;
  });

/** Counts a click and gives the target, in one statement; undefined for an unknown code. */
export const click = (db: Db, code: string) =>
  db
    .updateTable('short_links')
    .set((eb) => ({ clicks: eb('clicks', '+', 1), last_clicked_at: new Date() }))
    .where('code', '=', code)
    .returning('target_url')
    .executeTakeFirst();
