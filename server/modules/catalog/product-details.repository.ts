import { sql } from 'kysely';
import { auditedChange, type Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import { listPage } from '#server/platform/db/list';
import type { ProductDetailSection } from '#server/platform/db/schema-catalog';

/**
 * A product's details (product_details): titled sections in order, read by (product_id, position, id). Catalog content,
 * so reads are not audited; each change records its row here, in its transaction.
 */

const columns = ['d.id', 'd.product_id', 'd.section', 'd.title', 'd.body', 'd.position', 'd.updated_at'] as const;

export function listDetails(db: Db, filter: { productId?: string; section?: ProductDetailSection }, page: { page: number; limit: number }) {
  let query = db.selectFrom('product_details as d');
  if (filter.productId) query = query.where('d.product_id', '=', filter.productId);
  if (filter.section) query = query.where('d.section', '=', filter.section);
  return listPage(db, query, (q) => q.select(columns), {
    ...page,
    orderBy: [
      { column: 'd.product_id', direction: 'asc' },
      { column: 'd.position', direction: 'asc' },
      { column: 'd.id', direction: 'asc' },
    ],
  });
}

export const findDetail = (db: Db, id: string) =>
  db.selectFrom('product_details as d').select(columns).where('d.id', '=', id).executeTakeFirst();

export type DetailRow = NonNullable<Awaited<ReturnType<typeof findDetail>>>;

/** The product's detail ids in order, locked: the writer that moves details holds them until it commits. */
export const lockProductDetails = async (ctx: Ctx, productId: string) =>
  (
    await ctx.db
      .selectFrom('product_details')
      .select('id')
      .where('product_id', '=', productId)
      .orderBy('position')
      .orderBy('id')
      .forUpdate()
      .execute()
  ).map((r) => r.id);

/** Locks the product row itself, so that two writers of its details take turns (even when it has none yet). */
export const lockProductForDetails = (ctx: Ctx, productId: string) =>
  ctx.db.selectFrom('products').select('id').where('id', '=', productId).forUpdate().executeTakeFirst();

/** A new detail, and its CREATE row (its product, section and title). */
export const insertDetail = (
  ctx: Ctx,
  values: { product_id: string; section: ProductDetailSection; title: string; body: string; position: number; created_by: string },
) =>
  auditedChange(
    ctx,
    (db) => db.insertInto('product_details').values(values).returning('id').executeTakeFirstOrThrow(),
    ({ id }) => ({
      action: 'CREATE',
      resourceType: 'product_detail',
      resourceId: id,
      details: { productId: values.product_id, section: values.section, title: values.title },
    }),
  );

/** A detail's new section, title and text, and its UPDATE row. */
export const updateDetail = (ctx: Ctx, current: DetailRow, values: { section: ProductDetailSection; title: string; body: string }) =>
  auditedChange(
    ctx,
    (db) =>
      db
        .updateTable('product_details')
        .set({ ...values, updated_at: sql<Date>`now()` })
        .where('id', '=', current.id)
        .execute(),
    {
      action: 'UPDATE',
      resourceType: 'product_detail',
      resourceId: current.id,
      details: { productId: current.product_id, section: values.section, title: values.title },
    },
  );

/** Deletes a detail, and its DELETE row (its product and title). */
export const deleteDetail = (ctx: Ctx, current: DetailRow) =>
  auditedChange(ctx, (db) => db.deleteFrom('product_details').where('id', '=', current.id).execute(), {
    action: 'DELETE',
    resourceType: 'product_detail',
    resourceId: current.id,
    details: { productId: current.product_id, title: current.title },
  });

/** Numbers the product's details 0, 1, 2, ... in the given order, in one statement (part of the change it follows). */
export async function setDetailOrder(ctx: Ctx, ids: string[]) {
  if (ids.length === 0) return;
  await sql`UPDATE product_details d SET position = o.n - 1
    FROM unnest(${ids}::uuid[]) WITH ORDINALITY AS o(id, n) WHERE d.id = o.id`.execute(ctx.db);
}
