import type { FastifyRequest } from 'fastify';
import type { SavedCard } from '../../../contracts/cards';
import type { PaymentMethod } from '../../../contracts/onboarding';
import type { AuthContext } from '../../platform/auth/authenticate';
import { AppError, forbidden, notFound } from '../../platform/errors';
import * as repo from './cards.repository';

/**
 * Saved cards of the signed-in account (a doctor today, a partner later): they belong to `auth.userId`,
 * so a delegate sees the owner's cards. Only the owner may change them.
 */

const view = (r: repo.CardRow): SavedCard => ({
  id: r.id,
  brand: r.brand,
  last4: r.last4,
  expMonth: r.exp_month,
  expYear: r.exp_year,
  isDefault: r.is_default,
  createdAt: r.created_at.toISOString(),
});

async function ownerOnly(req: FastifyRequest, auth: AuthContext, action: string) {
  if (!auth.delegateAccessId) return;
  await req.audit({ action, resourceType: 'payment_card', outcome: 'DENIED', details: { reason: 'delegate' } });
  throw forbidden('Only the account owner can add, remove or change saved cards; a delegate can only see them.');
}

export async function listCards(req: FastifyRequest, auth: AuthContext) {
  return (await repo.listCards(req.server.db, auth.userId)).map(view);
}

/** POST setup-intent: the processor checks and keeps the card; a decline is a 402 and saves nothing. */
export async function saveCard(req: FastifyRequest, auth: AuthContext, payment: PaymentMethod) {
  const { db, payments } = req.server;
  await ownerOnly(req, auth, 'SAVE_CARD');
  const result = await payments.saveCard({ payment });
  if (result.status === 'DECLINED') {
    await req.audit({
      action: 'SAVE_CARD',
      resourceType: 'payment_card',
      outcome: 'FAILURE',
      details: { declineCode: result.declineCode },
    });
    throw new AppError(402, 'CARD_DECLINED', result.message, [{ path: 'payment', message: result.declineCode }]);
  }
  const card = await db.transaction().execute(async (trx) => {
    await repo.lockOwner(trx, auth.userId);
    const first = !(await repo.hasCards(trx, auth.userId));
    const { providerRef, brand, last4, expMonth, expYear } = result;
    const saved = await repo.insertCard(trx, {
      userId: auth.userId,
      provider: payments.name,
      providerRef,
      brand,
      last4,
      expMonth,
      expYear,
      isDefault: first,
    });
    await req.audit({ action: 'SAVE_CARD', resourceType: 'payment_card', resourceId: saved.id, details: { isDefault: first } }, trx);
    return saved;
  });
  return { setupIntentId: result.setupIntentId, status: 'succeeded' as const, card: view(card) };
}

async function ownedCard(req: FastifyRequest, auth: AuthContext, cardId: string, action: string) {
  const card = await repo.findCard(req.server.db, auth.userId, cardId);
  if (!card) {
    await req.audit({ action, resourceType: 'payment_card', resourceId: cardId, outcome: 'DENIED' });
    throw notFound('Card not found');
  }
  return card;
}

/** Removes a card; when it was the default, the newest remaining card takes over. */
export async function removeCard(req: FastifyRequest, auth: AuthContext, cardId: string) {
  const { db, payments } = req.server;
  await ownerOnly(req, auth, 'REMOVE_CARD');
  const card = await ownedCard(req, auth, cardId, 'REMOVE_CARD');
  const removed = await db.transaction().execute(async (trx) => {
    await repo.lockOwner(trx, auth.userId);
    const result = await repo.softDeleteCard(trx, cardId);
    if (result.numUpdatedRows !== 1n) return false;
    const promoted = (await repo.hasDefault(trx, auth.userId)) ? null : await repo.promoteNewest(trx, auth.userId);
    await req.audit({ action: 'REMOVE_CARD', resourceType: 'payment_card', resourceId: cardId, details: { newDefault: promoted } }, trx);
    return true;
  });
  if (!removed) throw notFound('Card not found');
  // After the commit: a processor outage must not keep a card the owner removed; it is only logged.
  await payments
    .detachCard(card.provider_ref)
    .catch((error: unknown) => req.log.warn({ err: error, cardId }, 'could not detach the card at the processor'));
}

export async function makeDefault(req: FastifyRequest, auth: AuthContext, cardId: string) {
  const { db } = req.server;
  await ownerOnly(req, auth, 'DEFAULT_CARD');
  await ownedCard(req, auth, cardId, 'DEFAULT_CARD');
  await db.transaction().execute(async (trx) => {
    await repo.lockOwner(trx, auth.userId);
    // The partial unique index allows one default per user: the old one goes first.
    await repo.clearDefault(trx, auth.userId);
    // Removed in the meantime: throwing rolls the cleared default back.
    if (!(await repo.setDefault(trx, auth.userId, cardId))) throw notFound('Card not found');
    await req.audit({ action: 'DEFAULT_CARD', resourceType: 'payment_card', resourceId: cardId }, trx);
  });
  return view((await repo.findCard(db, auth.userId, cardId))!);
}
