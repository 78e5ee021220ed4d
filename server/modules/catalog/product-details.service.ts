import type { CreateProductDetailBody, ProductDetail, ProductDetailListQuery, UpdateProductDetailBody } from '#contracts/catalog';
import { inTransaction, userOf, type Ctx } from '#server/platform/context';
import { pageInfo } from '#server/platform/db/list';
import { notFound } from '#server/platform/errors';
import { productExists } from './admin-catalog.repository';
import { detailView } from './admin-catalog.views';
import * as repo from './product-details.repository';

/**
 * A product's details (description sections, side effects, storage, questions and answers): titled entries in order.
 * Catalog content, no patient data: reads are not audited, every change is, in its transaction. Writers of one
 * product's details take turns on the product's row, and its details stay numbered 0, 1, 2, ...
 */

const detailNotFound = () => notFound('Product detail not found');

/** GET /super-admin/product-details: of a product (404 when it does not exist) or of every product, in order. */
export async function listDetails(ctx: Ctx, query: ProductDetailListQuery) {
  if (query.productId && !(await productExists(ctx.db, query.productId))) throw notFound('Product not found');
  const { rows, total } = await repo.listDetails(ctx.db, query, query);
  return { items: rows.map(detailView), ...pageInfo(total, query) };
}

export async function getDetail(ctx: Ctx, id: string): Promise<ProductDetail> {
  const row = await repo.findDetail(ctx.db, id);
  if (!row) throw detailNotFound();
  return detailView(row);
}

/** `ids` with `id` moved to `position` (last when beyond the end or left out). */
const placed = (ids: string[], id: string, position?: number) => {
  const others = ids.filter((other) => other !== id);
  const at = position === undefined ? others.length : Math.min(position, others.length);
  return [...others.slice(0, at), id, ...others.slice(at)];
};

/** POST /super-admin/product-details. */
export async function createDetail(ctx: Ctx, body: CreateProductDetailBody): Promise<ProductDetail> {
  const { actorId } = userOf(ctx);
  const id = await inTransaction(ctx, async (tx) => {
    if (!(await repo.lockProductForDetails(tx, body.productId))) throw notFound('Product not found');
    const ids = await repo.lockProductDetails(tx, body.productId);
    const { id } = await repo.insertDetail(tx, {
      product_id: body.productId,
      section: body.section,
      title: body.title,
      body: body.body,
      position: ids.length,
      created_by: actorId,
    });
    await repo.setDetailOrder(tx, placed(ids, id, body.position));
    return id;
  });
  return getDetail(ctx, id);
}

/**
 * `change` to detail `id` in a transaction that holds its product's details locked (`ids`: theirs, in order); 404 when
 * the detail does not exist, or went while the lock was awaited.
 */
async function changeDetail(ctx: Ctx, id: string, change: (tx: Ctx, current: repo.DetailRow, ids: string[]) => Promise<void>) {
  const current = await repo.findDetail(ctx.db, id);
  if (!current) throw detailNotFound();
  await inTransaction(ctx, async (tx) => {
    await repo.lockProductForDetails(tx, current.product_id);
    const ids = await repo.lockProductDetails(tx, current.product_id);
    if (!ids.includes(id)) throw detailNotFound();
    await change(tx, current, ids);
  });
}

/** PUT /super-admin/product-details/{id}: its section, title and text; moved when a position is sent. */
export async function updateDetail(ctx: Ctx, id: string, body: UpdateProductDetailBody): Promise<ProductDetail> {
  await changeDetail(ctx, id, async (tx, current, ids) => {
    await repo.updateDetail(tx, current, { section: body.section, title: body.title, body: body.body });
    if (body.position !== undefined) await repo.setDetailOrder(tx, placed(ids, id, body.position));
  });
  return getDetail(ctx, id);
}

/** DELETE /super-admin/product-details/{id}: the others close the gap. */
export async function deleteDetail(ctx: Ctx, id: string): Promise<void> {
  await changeDetail(ctx, id, async (tx, current, ids) => {
    await repo.deleteDetail(tx, current);
    await repo.setDetailOrder(
      tx,
      ids.filter((other) => other !== id),
    );
  });
}
