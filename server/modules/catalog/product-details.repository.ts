import { sql } from 'kysely';
import type { Db } from '#server/platform/db/client';
import { listPage } from '#server/platform/db/list';
import type { ProductDetailSection } from '#server/platform/db/schema-catalog';

/** A product's details (product_details): titled sections in order, read by (product_id, position, id). */

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
export const lockProductDetails = async (db: Db, productId: string) =>
  (
    await db
      .selectFrom('product_details')
      .select('id')
      .where('product_id', '=', productId)
      .orderBy('position')
      .orderBy('id')
      .forUpdate()
      .execute()
  ).map((r) => r.id);

/** Locks the product row itself, so that two writers of its details take turns (even when it has none yet). */
export const lockProductForDetails = (db: Db, productId: string) =>
  db.selectFrom('products').select('id').where('id', '=', productId).forUpdate().executeTakeFirst();

export const insertDetail = (
  db: Db,
  values: { product_id: string; section: ProductDetailSection; title: string; body: string; position: number; created_by: string },
) => db.insertInto('product_details').values(values).returning('id').executeTakeFirstOrThrow();

export const updateDetail = (db: Db, id: string, values: { section: ProductDetailSection; title: string; body: string }) =>
  db
    .updateTable('product_details')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();

export const deleteDetail = (db: Db, id: string) => db.deleteFrom('product_details').where('id', '=', id).execute();

/** Numbers the product's details 0, 1, 2, ... in the given order, in one statement. */
export async function setDetailOrder(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await sql`UPDATE product_details d SET position = o.n - 1
    FROM unnest(${ids}::uuid[]) WITH ORDINALITY AS o(id, n) WHERE d.id = o.id`.execute(db);
}
