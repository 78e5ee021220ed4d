import type { CreateWebhookOrderBody, WebhookOrder } from '#contracts/webhook-orders';
import { userOf, type Ctx } from '#server/platform/context';
import { isUniqueViolation } from '#server/platform/db/errors';
import { badRequest, conflict, notFound, unprocessable } from '#server/platform/errors';
import * as accounts from '#server/modules/accounts/accounts.service';
import { feedOrders } from '#server/modules/orders/order-lifecycle.service';
import * as repo from './webhook-orders.repository';

/**
 * Webhook-order feeds: one per doctor or partner, read and moved on by its owner or a super admin. Whose feed a caller
 * reaches is webhook-orders.policy.ts, applied by the repository (another owner's feed: 404, audited as DENIED).
 */

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

/** GET /webhook-order/doctor/{id}: the feed with the orders created since it was last moved on. */
export async function doctorFeed(ctx: Ctx, doctorId: string) {
  const feed = await repo.feedOfDoctor(ctx, doctorId);
  if (feed === 'DENIED') throw notFound('Webhook order not found');
  // An admin may name any doctor: one that does not exist is missing, not a doctor without a feed.
  if (feed === 'UNKNOWN') throw notFound('Doctor not found');
  if (!feed) return null;
  // A doctor's patients include their partners' patients: the caller's own (resolved at sign-in), or another doctor's.
  const actor = userOf(ctx);
  const partnerIds = actor.doctorId === doctorId ? actor.partnerIdsOfDoctor : await accounts.partnerIdsOfDoctor(ctx, doctorId);
  const newOrders = await feedOrders(ctx, { doctorId, partnerIds }, feed.updated_at, FEED_PAGE, feed.id);
  return { ...view(feed), newOrders };
}

/** POST /webhook-order: one feed per owner; doctors and partners make only their own. */
export async function createFeed(ctx: Ctx, body: CreateWebhookOrderBody) {
  const target: repo.FeedOwner = body.source === 'DOCTOR' ? { doctorId: body.doctorId } : { partnerId: body.partnerId };
  // A doctor's feed is a doctor's, a partner's a partner's (a super admin makes either).
  const role = userOf(ctx).role;
  const own = role === 'SUPER_ADMIN' ? null : role === 'GYM_OWNER' ? 'PARTNER' : 'DOCTOR';
  if (own && own !== body.source)
    throw unprocessable(`A ${own === 'DOCTOR' ? 'doctor' : 'partner'} can only create a webhook order with source ${own}`, 'WRONG_SOURCE');
  const duplicate = () => conflict('A webhook order already exists for this owner: move it on with PATCH instead');
  if (await repo.findFeedOf(ctx, target)) throw duplicate();
  try {
    const row = await repo.insertFeed(ctx, target, userOf(ctx).userId);
    if (!row) throw notFound(body.source === 'DOCTOR' ? 'Doctor not found' : 'Partner not found');
    return view(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** PATCH /webhook-order/{id}: the owner (or a super admin) marks the orders up to `updatedAt` as taken in. */
export async function moveFeed(ctx: Ctx, id: string, updatedAt: string) {
  const feed = await repo.findFeed(ctx, id, { action: 'UPDATE' });
  if (!feed) throw notFound('Webhook order not found');
  const at = new Date(updatedAt);
  if (at.getTime() > Date.now())
    throw badRequest('The time cannot be in the future', [{ path: 'updatedAt', message: 'Must not be in the future' }]);
  return view(await repo.moveFeed(ctx, feed, at));
}
