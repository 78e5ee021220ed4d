import type { SavedCard } from '#contracts/cards';
import type { PaymentMethod } from '#contracts/onboarding';
import { inTransaction, userOf, type Ctx } from '#server/platform/context';
import { AppError, authenticationRequired, forbidden, notFound, serviceUnavailable } from '#server/platform/errors';
import { findUserById, lockUser } from '#server/modules/accounts/accounts.service';
import * as repo from './cards.repository';

/**
 * Saved cards of the signed-in account (a doctor today, a partner later): they belong to the actor's `userId`,
 * so a delegate sees the owner's cards. Only the owner may change them. Changes to one account's cards are
 * serialised on its user row (accounts' lock): two cards saved at once cannot both become the first, default card.
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

async function ownerOnly(ctx: Ctx, action: string) {
  if (!userOf(ctx).delegateAccessId) return;
  await repo.noteDelegateRefused(ctx, action);
  throw forbidden('Only the account owner can add, remove or change saved cards; a delegate can only see them.');
}

/**
 * The account's customer at the processor, made on its first saved card: cards are attached to it so that they can
 * be charged later without the card holder (Stripe refuses to reuse a card saved without a customer).
 */
async function customerOf(ctx: Ctx, userId: string): Promise<string> {
  const processor = ctx.deps.payments;
  const kept = await repo.customerRefOf(ctx, userId, processor.name);
  if (kept) return kept;
  const user = await findUserById(ctx, userId);
  if (!user) throw notFound('Account not found');
  let made;
  try {
    made = await processor.createCustomer({
      idempotencyKey: `customer-${userId}`,
      email: user.email,
      name: `${user.first_name} ${user.last_name}`.trim(),
      userId,
    });
  } catch {
    throw serviceUnavailable('The payment service is not answering. Try again in a minute.');
  }
  await repo.keepCustomer(ctx, userId, processor.name, made.customerRef);
  return (await repo.customerRefOf(ctx, userId, processor.name)) ?? made.customerRef;
}

/**
 * The signed-in account's default card with its processor reference (to charge it), or null. `ownerUserId`: another
 * account's (an administrator charging a partner's invoice; the cards policy lets only super admins see it).
 */
export async function defaultCard(ctx: Ctx, ownerUserId?: string) {
  const userId = ownerUserId ?? userOf(ctx).userId;
  const [first] = await repo.listCards(ctx, userId);
  if (!first?.is_default) return null;
  const customerRef = (await repo.customerRefOf(ctx, userId, first.provider)) ?? undefined;
  return { brand: first.brand, last4: first.last4, providerRef: first.provider_ref, customerRef };
}

export const listCards = async (ctx: Ctx) => (await repo.listCards(ctx, userOf(ctx).userId)).map(view);

/** POST setup-intent: the processor checks and keeps the card; a decline is a 402 and saves nothing. */
export async function saveCard(ctx: Ctx, payment: PaymentMethod) {
  await ownerOnly(ctx, 'SAVE_CARD');
  const owner = userOf(ctx).userId;
  const processor = ctx.deps.payments;
  const result = await processor.saveCard({ payment, customerRef: await customerOf(ctx, owner) });
  // The card holder authenticates in the browser first; the same payment method sent again is then saved.
  if (result.status === 'REQUIRES_ACTION') throw authenticationRequired(result.clientSecret, 'Confirm this card with your bank.');
  if (result.status === 'DECLINED') {
    await repo.recordDeclined(ctx, result.declineCode);
    throw new AppError(402, 'CARD_DECLINED', result.message, [{ path: 'payment', message: result.declineCode }]);
  }
  const card = await inTransaction(ctx, async (tx) => {
    await lockUser(tx, owner);
    const first = !(await repo.hasCards(tx, owner));
    const { providerRef, brand, last4, expMonth, expYear } = result;
    return repo.insertCard(tx, {
      userId: owner,
      provider: processor.name,
      providerRef,
      brand,
      last4,
      expMonth,
      expYear,
      isDefault: first,
    });
  });
  return { setupIntentId: result.setupIntentId, status: 'succeeded' as const, card: view(card) };
}

async function ownedCard(ctx: Ctx, cardId: string, action: string) {
  const card = await repo.findCardFor(ctx, userOf(ctx).userId, cardId, action);
  if (!card) throw notFound('Card not found');
  return card;
}

/** Removes a card; when it was the default, the newest remaining card takes over. */
export async function removeCard(ctx: Ctx, cardId: string) {
  await ownerOnly(ctx, 'REMOVE_CARD');
  const owner = userOf(ctx).userId;
  const card = await ownedCard(ctx, cardId, 'REMOVE_CARD');
  const removed = await inTransaction(ctx, async (tx) => {
    await lockUser(tx, owner);
    return repo.removeCard(tx, owner, cardId);
  });
  if (!removed) throw notFound('Card not found');
  // After the commit: a processor outage must not keep a card the owner removed; it is only logged.
  await ctx.deps.payments
    .detachCard(card.provider_ref)
    .catch((error: unknown) => ctx.deps.log.warn({ err: error, cardId }, 'could not detach the card at the processor'));
}

export async function makeDefault(ctx: Ctx, cardId: string) {
  await ownerOnly(ctx, 'DEFAULT_CARD');
  const owner = userOf(ctx).userId;
  await ownedCard(ctx, cardId, 'DEFAULT_CARD');
  await inTransaction(ctx, async (tx) => {
    await lockUser(tx, owner);
    // Removed in the meantime: throwing rolls the cleared default back.
    if (!(await repo.makeDefault(tx, owner, cardId))) throw notFound('Card not found');
  });
  return view((await repo.findCard(ctx, owner, cardId))!);
}
