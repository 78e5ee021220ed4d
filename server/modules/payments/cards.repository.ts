import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, inTransaction, noteRead, type Ctx } from '#server/platform/context';
import { anyRow } from '#server/platform/db/list';
import { cardsPolicy } from './payments.policy';

/**
 * Saved cards. Reads and changes apply the cards policy (an account's own cards; in the UPDATE's WHERE too), and each
 * change, refusal and hidden card leaves its audit row here.
 */

const policy = (ctx: Ctx) => policyFilter(cardsPolicy, ctx.actor);

const columns = [
  'id',
  'user_id',
  'provider',
  'provider_ref',
  'brand',
  'last4',
  'exp_month',
  'exp_year',
  'is_default',
  'created_at',
] as const;

export type CardRow = NonNullable<Awaited<ReturnType<typeof findCard>>>;

/** An account's cards that were not removed and that the caller may see. */
const liveCardsOf = (ctx: Ctx, userId: string) =>
  ctx.db.selectFrom('payment_cards').where('user_id', '=', userId).where('deleted_at', 'is', null).where(policy(ctx));

const visibleCardsOf = (ctx: Ctx, userId: string) => liveCardsOf(ctx, userId).select(columns);

/** The default card first, then the newest. */
export const listCards = (ctx: Ctx, userId: string) =>
  visibleCardsOf(ctx, userId).orderBy('is_default', 'desc').orderBy('created_at', 'desc').orderBy('id').execute();

export const findCard = (ctx: Ctx, userId: string, cardId: string) =>
  visibleCardsOf(ctx, userId).where('id', '=', cardId).executeTakeFirst();

/** One of the account's cards, to change it (`action`): a DENIED row when the caller does not see it (or it is gone). */
export async function findCardFor(ctx: Ctx, userId: string, cardId: string, action: string) {
  const card = await findCard(ctx, userId, cardId);
  if (!card) await noteRead(ctx, { action, resourceType: 'payment_card', resourceId: cardId, outcome: 'DENIED' });
  return card;
}

/** Notes a delegate's refused change of the owner's cards. */
export const noteDelegateRefused = (ctx: Ctx, action: string) =>
  noteRead(ctx, { action, resourceType: 'payment_card', outcome: 'DENIED', details: { reason: 'delegate' } });

/** Records a card the processor declined to save (written at once: the request fails). */
export const recordDeclined = (ctx: Ctx, declineCode: string) =>
  ctx.audit.record(ctx.db, { action: 'SAVE_CARD', resourceType: 'payment_card', outcome: 'FAILURE', details: { declineCode } });

/** Whether the account has a card left (the first one saved becomes the default). */
export const hasCards = (ctx: Ctx, userId: string) => anyRow(liveCardsOf(ctx, userId));

/** A card the processor kept, and its SAVE_CARD row. */
export const insertCard = (
  ctx: Ctx,
  values: {
    userId: string;
    provider: string;
    providerRef: string;
    brand: string;
    last4: string;
    expMonth: number;
    expYear: number;
    isDefault: boolean;
  },
) =>
  auditedChange(
    ctx,
    (db) =>
      db
        .insertInto('payment_cards')
        .values({
          user_id: values.userId,
          provider: values.provider,
          provider_ref: values.providerRef,
          brand: values.brand,
          last4: values.last4,
          exp_month: values.expMonth,
          exp_year: values.expYear,
          is_default: values.isDefault,
        })
        .returning(columns)
        .executeTakeFirstOrThrow(),
    (saved) => ({ action: 'SAVE_CARD', resourceType: 'payment_card', resourceId: saved.id, details: { isDefault: values.isDefault } }),
  );

/** The UPDATE of the account's live cards the caller sees (the policy is part of its WHERE). */
const updateCards = (ctx: Ctx, userId: string) =>
  ctx.db.updateTable('payment_cards').where('user_id', '=', userId).where('deleted_at', 'is', null).where(policy(ctx));

/**
 * Removes a card and, when it was the default, makes the newest remaining one the default; with its REMOVE_CARD row
 * (naming the new default). False, and no row, when the card was removed meanwhile.
 */
export const removeCard = (ctx: Ctx, userId: string, cardId: string) =>
  inTransaction(ctx, async (tx) => {
    const result = await updateCards(tx, userId)
      .set({ deleted_at: new Date(), is_default: false })
      .where('id', '=', cardId)
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) return false;
    const promoted = (await anyRow(liveCardsOf(tx, userId).where('is_default', '=', true))) ? null : await promoteNewest(tx, userId);
    await tx.audit.record(tx.db, {
      action: 'REMOVE_CARD',
      resourceType: 'payment_card',
      resourceId: cardId,
      details: { newDefault: promoted },
    });
    return true;
  });

/** False when the card is gone (removed meanwhile). */
async function setDefault(ctx: Ctx, userId: string, cardId: string) {
  const result = await updateCards(ctx, userId).set({ is_default: true }).where('id', '=', cardId).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Makes the user's newest remaining card the default; returns its id, if any. */
async function promoteNewest(ctx: Ctx, userId: string) {
  const newest = await liveCardsOf(ctx, userId)
    .select('id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (newest) await setDefault(ctx, userId, newest.id);
  return newest?.id ?? null;
}

/**
 * Makes a card the account's default, and its DEFAULT_CARD row: the old default goes first (the partial unique index
 * allows one per user). False, and no row, when the card was removed meanwhile: the caller's transaction, thrown out
 * of, rolls the cleared default back.
 */
export const makeDefault = (ctx: Ctx, userId: string, cardId: string) =>
  inTransaction(ctx, async (tx) => {
    await updateCards(tx, userId).set({ is_default: false }).where('is_default', '=', true).execute();
    if (!(await setDefault(tx, userId, cardId))) return false;
    await tx.audit.record(tx.db, { action: 'DEFAULT_CARD', resourceType: 'payment_card', resourceId: cardId });
    return true;
  });

/** The account's customer at the processor, if one was made. */
export const customerRefOf = async (ctx: Ctx, userId: string, provider: string) =>
  (
    await ctx.db
      .selectFrom('payment_customers')
      .select('customer_ref')
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .executeTakeFirst()
  )?.customer_ref ?? null;

/** Keeps the customer made at the processor; the first one kept wins (the processor's idempotency key makes them one). */
export const keepCustomer = (ctx: Ctx, userId: string, provider: string, customerRef: string) =>
  ctx.db
    .insertInto('payment_customers')
    .values({ user_id: userId, provider, customer_ref: customerRef })
    .onConflict((oc) => oc.columns(['user_id', 'provider']).doNothing())
    .execute();
