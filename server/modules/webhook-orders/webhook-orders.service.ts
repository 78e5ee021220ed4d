import type { CreateWebhookOrderBody, WebhookOrder } from '#contracts/webhook-orders';
import { inTransaction, userOf, type Ctx } from '#server/platform/context';
import { isUniqueViolation } from '#server/platform/db/errors';
import { badRequest, conflict, notFound, unprocessable } from '#server/platform/errors';
import * as accounts from '#server/modules/accounts/accounts.service';
import { feedOrders } from '#server/modules/orders/order-lifecycle.service';
import * as repo from './webhook-orders.repository';

/** How many new orders one read of a feed returns; the owner moves the feed on and reads again. */
export const FEED_PAGE = 50;

const view = (r: repo.FeedRow): WebhookOrder => ({
  id: r.id,
  source: r.source,
  doctorId: r.doctor_id,
  partnerId: r.partner_id,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/** The feed owner the caller is (a doctor or a partner, by the ids resolved at sign-in), or null for a super admin, who may use any. */
function callerOwner(ctx: Ctx): repo.FeedOwner | null {
  const actor = userOf(ctx);
  if (actor.role === 'SUPER_ADMIN') return null;
  if (actor.role === 'GYM_OWNER') return { partnerId: actor.partnerId ?? '' };
  return { doctorId: actor.doctorId ?? '' };
}

const sameOwner = (a: repo.FeedOwner, b: repo.FeedOwner) =>
  'doctorId' in a ? 'doctorId' in b && a.doctorId === b.doctorId : 'partnerId' in b && a.partnerId === b.partnerId;

const ownerOfFeed = (row: repo.FeedRow): repo.FeedOwner => (row.doctor_id ? { doctorId: row.doctor_id } : { partnerId: row.partner_id! });

/** GET /webhook-order/doctor/{id}: the feed with the orders created since it was last moved on. */
export async function doctorFeed(ctx: Ctx, doctorId: string) {
  const caller = callerOwner(ctx);
  const target = { doctorId };
  if (caller && !sameOwner(caller, target)) {
    await ctx.audit.noteRead(ctx.db, { action: 'READ', resourceType: 'webhook_order', resourceId: doctorId, outcome: 'DENIED' });
    throw notFound('Webhook order not found');
  }
  // An admin may name any doctor: one that does not exist is missing, not a doctor without a feed.
  if (!caller && !(await accounts.doctorExists(ctx, doctorId))) {
    await ctx.audit.noteRead(ctx.db, { action: 'READ', resourceType: 'webhook_order', resourceId: doctorId, outcome: 'FAILURE' });
    throw notFound('Doctor not found');
  }
  const feed = await repo.findFeedOf(ctx.db, target);
  if (!feed) return null;
  // A doctor's patients include their partners' patients: the caller's own, or (a super admin) the doctor's.
  const partnerIds = caller ? userOf(ctx).partnerIdsOfDoctor : await accounts.partnerIdsOfDoctor(ctx, doctorId);
  const newOrders = await feedOrders(ctx, { doctorId, partnerIds }, feed.updated_at, FEED_PAGE, feed.id);
  return { ...view(feed), newOrders };
}

/** POST /webhook-order: one feed per owner; doctors and partners make only their own. */
export async function createFeed(ctx: Ctx, body: CreateWebhookOrderBody) {
  const target: repo.FeedOwner = body.source === 'DOCTOR' ? { doctorId: body.doctorId } : { partnerId: body.partnerId };
  const caller = callerOwner(ctx);
  if (caller && 'doctorId' in caller !== 'doctorId' in target) {
    throw unprocessable(
      `A ${'doctorId' in caller ? 'doctor' : 'partner'} can only create a webhook order with source ${'doctorId' in caller ? 'DOCTOR' : 'PARTNER'}`,
      'WRONG_SOURCE',
    );
  }
  const exists = () => ('doctorId' in target ? accounts.doctorExists(ctx, target.doctorId) : accounts.partnerExists(ctx, target.partnerId));
  if (caller ? !sameOwner(caller, target) : !(await exists())) {
    await ctx.audit.noteRead(ctx.db, {
      action: 'CREATE',
      resourceType: 'webhook_order',
      outcome: 'DENIED',
      details: { source: body.source },
    });
    throw notFound(body.source === 'DOCTOR' ? 'Doctor not found' : 'Partner not found');
  }
  const duplicate = () => conflict('A webhook order already exists for this owner: move it on with PATCH instead');
  if (await repo.findFeedOf(ctx.db, target)) throw duplicate();
  try {
    const row = await inTransaction(ctx, async (tx) => {
      const created = await repo.insertFeed(tx.db, target, userOf(tx).userId);
      await tx.audit.record(tx.db, {
        action: 'CREATE',
        resourceType: 'webhook_order',
        resourceId: created.id,
        details: { source: body.source },
      });
      return created;
    });
    return view(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** PATCH /webhook-order/{id}: the owner (or a super admin) marks the orders up to `updatedAt` as taken in. */
export async function moveFeed(ctx: Ctx, id: string, updatedAt: string) {
  const feed = await repo.findFeed(ctx.db, id);
  const caller = callerOwner(ctx);
  if (!feed || (caller && !sameOwner(caller, ownerOfFeed(feed)))) {
    await ctx.audit.noteRead(ctx.db, { action: 'UPDATE', resourceType: 'webhook_order', resourceId: id, outcome: 'DENIED' });
    throw notFound('Webhook order not found');
  }
  const at = new Date(updatedAt);
  if (at.getTime() > Date.now())
    throw badRequest('The time cannot be in the future', [{ path: 'updatedAt', message: 'Must not be in the future' }]);
  const row = await inTransaction(ctx, async (tx) => {
    const moved = await repo.moveFeed(tx.db, id, at);
    const details = { updatedAt: moved.updated_at.toISOString() };
    await tx.audit.record(tx.db, { action: 'UPDATE', resourceType: 'webhook_order', resourceId: id, details });
    return moved;
  });
  return view(row);
}
