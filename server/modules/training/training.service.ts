import type { z } from 'zod';
import type { TrainingItem, TrainingKind, TrainingOrderBody, trainingItemBodySchema } from '#contracts/training';
import { inTransaction, userOf, type Ctx } from '#server/platform/context';
import { badRequest, notFound } from '#server/platform/errors';
import * as repo from './training.repository';

/**
 * Training and resources (/training and /resources of the staff portals): administrators write, order and remove the
 * items; every other staff role reads those for its role. Reads are not audited (no patient data, nothing personal);
 * every change is, in its transaction, by the repository.
 */

type ItemBody = z.output<typeof trainingItemBodySchema>;

const view = (row: repo.TrainingRow): TrainingItem => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  summary: row.summary,
  body: row.body,
  url: row.url,
  audienceRoles: row.audience_roles as TrainingItem['audienceRoles'],
  position: row.position,
  updatedAt: row.updated_at.toISOString(),
});

const valuesOf = (body: ItemBody): repo.TrainingValues => ({
  title: body.title,
  summary: body.summary,
  body: body.body,
  url: body.url,
  audience_roles: [...new Set(body.audienceRoles)],
});

/** GET /training-items: the kind's items for the caller's role, in order (all of them for an administrator). */
export const list = async (ctx: Ctx, kind: TrainingKind): Promise<TrainingItem[]> => (await repo.listItems(ctx, kind)).map(view);

async function existing(ctx: Ctx, id: string, action: string) {
  const row = await repo.findItem(ctx, id, action);
  if (!row) throw notFound('Training item not found');
  return row;
}

/** POST /training-items: a new item, last of its kind. */
export async function create(ctx: Ctx, body: ItemBody): Promise<TrainingItem> {
  const { actorId } = userOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const ids = await repo.lockKind(tx, body.kind);
    return view(await repo.insertItem(tx, { ...valuesOf(body), kind: body.kind, position: ids.length + 1, created_by: actorId }));
  });
}

/** PUT /training-items/{id}: every field; an item moved to the other kind goes last there. */
export async function update(ctx: Ctx, id: string, body: ItemBody): Promise<TrainingItem> {
  const current = await existing(ctx, id, 'UPDATE');
  return inTransaction(ctx, async (tx) => {
    const moved = current.kind !== body.kind;
    const position = moved ? (await repo.lockKind(tx, body.kind)).length + 1 : current.position;
    const row = await repo.updateItem(tx, id, { ...valuesOf(body), kind: body.kind, position });
    if (!row) throw notFound('Training item not found');
    // The kind it left closes the gap.
    if (moved)
      await repo.setOrder(
        tx,
        (await repo.lockKind(tx, current.kind)).filter((other) => other !== id),
      );
    return view(row);
  });
}

/** DELETE /training-items/{id}: the item goes; the others of its kind close the gap. */
export async function remove(ctx: Ctx, id: string): Promise<void> {
  const current = await existing(ctx, id, 'DELETE');
  await inTransaction(ctx, async (tx) => {
    const ids = await repo.lockKind(tx, current.kind);
    if (!(await repo.deleteItem(tx, current))) throw notFound('Training item not found');
    await repo.setOrder(
      tx,
      ids.filter((other) => other !== id),
    );
  });
}

/** PUT /training-items/order: the kind's items in a new order; the ids must be exactly the kind's items. */
export async function reorder(ctx: Ctx, body: TrainingOrderBody): Promise<TrainingItem[]> {
  await inTransaction(ctx, async (tx) => {
    const ids = await repo.lockKind(tx, body.kind);
    const sent = new Set(body.ids);
    if (sent.size !== body.ids.length || sent.size !== ids.length || ids.some((id) => !sent.has(id)))
      throw badRequest('Send every item of this kind exactly once, in the new order', [
        { path: 'ids', message: `expected the ${ids.length} items of ${body.kind}` },
      ]);
    await repo.reorderKind(tx, body.kind, body.ids);
  });
  return list(ctx, body.kind);
}
