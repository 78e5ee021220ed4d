import type { FastifyRequest } from 'fastify';
import type { CreateWebhookOrderBody, WebhookOrder } from '../../../contracts/webhook-orders';
import type { AuthContext } from '../../platform/auth/authenticate';
import { badRequest, conflict, notFound, unprocessable } from '../../platform/errors';
import { orderSummaryView } from '../patient/patient.service';
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

/** The feed owner the caller is (a doctor or a partner), or null for a super admin, who may use any. */
async function callerOwner(req: FastifyRequest, auth: AuthContext): Promise<repo.FeedOwner | null> {
  const { db } = req.server;
  if (auth.role === 'SUPER_ADMIN') return null;
  if (auth.role === 'GYM_OWNER') return { partnerId: (await repo.partnerIdOfUser(db, auth.userId)) ?? '' };
  return { doctorId: (await repo.doctorIdOfUser(db, auth.userId)) ?? '' };
}

const sameOwner = (a: repo.FeedOwner, b: repo.FeedOwner) =>
  'doctorId' in a ? 'doctorId' in b && a.doctorId === b.doctorId : 'partnerId' in b && a.partnerId === b.partnerId;

const ownerOfFeed = (row: repo.FeedRow): repo.FeedOwner => (row.doctor_id ? { doctorId: row.doctor_id } : { partnerId: row.partner_id! });

/** GET /webhook-order/doctor/{id}: the feed with the orders created since it was last moved on. */
export async function doctorFeed(req: FastifyRequest, auth: AuthContext, doctorId: string) {
  const { db } = req.server;
  const caller = await callerOwner(req, auth);
  const target = { doctorId };
  if (caller && !sameOwner(caller, target)) {
    await req.audit({ action: 'READ', resourceType: 'webhook_order', resourceId: doctorId, outcome: 'DENIED' });
    throw notFound('Webhook order not found');
  }
  const feed = await repo.findFeedOf(db, target);
  if (!feed) return null;
  const rows = await repo.ordersAfter(db, target, feed.updated_at, FEED_PAGE);
  await req.audit({ action: 'LIST', resourceType: 'order', resourceId: feed.id, details: { webhookOrder: feed.id, count: rows.length } });
  return { ...view(feed), newOrders: rows.map((r) => ({ ...orderSummaryView(r), patientName: `${r.first_name} ${r.last_name}` })) };
}

/** POST /webhook-order: one feed per owner; doctors and partners make only their own. */
export async function createFeed(req: FastifyRequest, auth: AuthContext, body: CreateWebhookOrderBody) {
  const { db } = req.server;
  const target: repo.FeedOwner = body.source === 'DOCTOR' ? { doctorId: body.doctorId } : { partnerId: body.partnerId };
  const caller = await callerOwner(req, auth);
  if (caller && 'doctorId' in caller !== 'doctorId' in target) {
    throw unprocessable(
      `A ${'doctorId' in caller ? 'doctor' : 'partner'} can only create a webhook order with source ${'doctorId' in caller ? 'DOCTOR' : 'PARTNER'}`,
      'WRONG_SOURCE',
    );
  }
  if (caller ? !sameOwner(caller, target) : !(await repo.ownerExists(db, target))) {
    await req.audit({ action: 'CREATE', resourceType: 'webhook_order', outcome: 'DENIED', details: { source: body.source } });
    throw notFound(body.source === 'DOCTOR' ? 'Doctor not found' : 'Partner not found');
  }
  const duplicate = () => conflict('A webhook order already exists for this owner: move it on with PATCH instead');
  if (await repo.findFeedOf(db, target)) throw duplicate();
  try {
    const row = await db.transaction().execute(async (trx) => {
      const created = await repo.insertFeed(trx, target, auth.userId);
      await req.audit({ action: 'CREATE', resourceType: 'webhook_order', resourceId: created.id, details: { source: body.source } }, trx);
      return created;
    });
    return view(row);
  } catch (error) {
    if (repo.isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** PATCH /webhook-order/{id}: the owner (or a super admin) marks the orders up to `updatedAt` as taken in. */
export async function moveFeed(req: FastifyRequest, auth: AuthContext, id: string, updatedAt: string) {
  const { db } = req.server;
  const feed = await repo.findFeed(db, id);
  const caller = await callerOwner(req, auth);
  if (!feed || (caller && !sameOwner(caller, ownerOfFeed(feed)))) {
    await req.audit({ action: 'UPDATE', resourceType: 'webhook_order', resourceId: id, outcome: 'DENIED' });
    throw notFound('Webhook order not found');
  }
  const at = new Date(updatedAt);
  if (at.getTime() > Date.now())
    throw badRequest('The time cannot be in the future', [{ path: 'updatedAt', message: 'Must not be in the future' }]);
  const row = await db.transaction().execute(async (trx) => {
    const moved = await repo.moveFeed(trx, id, at);
    await req.audit(
      { action: 'UPDATE', resourceType: 'webhook_order', resourceId: id, details: { updatedAt: moved.updated_at.toISOString() } },
      trx,
    );
    return moved;
  });
  return view(row);
}
