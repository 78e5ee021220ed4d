import { policyFilter } from '#server/platform/access/policy';
import type { Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import { anyRow } from '#server/platform/db/list';
import { cardsPolicy } from './payments.policy';

/** Saved cards. Reads apply the cards policy (an account's own cards); changes follow a read of the card. */

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

/** An account's cards that were not removed. */
const liveCardsOf = (db: Db, userId: string) =>
  db.selectFrom('payment_cards').where('user_id', '=', userId).where('deleted_at', 'is', null);

/** Those of them the caller may see. */
const visibleCardsOf = (ctx: Ctx, userId: string) =>
  liveCardsOf(ctx.db, userId).select(columns).where(policyFilter(cardsPolicy, ctx.actor));

/** The default card first, then the newest. */
export const listCards = (ctx: Ctx, userId: string) =>
  visibleCardsOf(ctx, userId).orderBy('is_default', 'desc').orderBy('created_at', 'desc').orderBy('id').execute();

export const findCard = (ctx: Ctx, userId: string, cardId: string) =>
  visibleCardsOf(ctx, userId).where('id', '=', cardId).executeTakeFirst();

export const hasCards = (db: Db, userId: string) => anyRow(liveCardsOf(db, userId));

export const insertCard = (
  db: Db,
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
    .executeTakeFirstOrThrow();

export const softDeleteCard = (db: Db, cardId: string) =>
  db
    .updateTable('payment_cards')
    .set({ deleted_at: new Date(), is_default: false })
    .where('id', '=', cardId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export const hasDefault = (db: Db, userId: string) => anyRow(liveCardsOf(db, userId).where('is_default', '=', true));

export const clearDefault = (db: Db, userId: string) =>
  db
    .updateTable('payment_cards')
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .where('deleted_at', 'is', null)
    .execute();

/** False when the card is gone (removed meanwhile). */
export async function setDefault(db: Db, userId: string, cardId: string) {
  const result = await db
    .updateTable('payment_cards')
    .set({ is_default: true })
    .where('id', '=', cardId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Makes the user's newest remaining card the default; returns its id, if any. */
export async function promoteNewest(db: Db, userId: string) {
  const newest = await liveCardsOf(db, userId).select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (newest) await setDefault(db, userId, newest.id);
  return newest?.id ?? null;
}

/** The account's customer at the processor, if one was made. */
export const customerRefOf = async (db: Db, userId: string, provider: string) =>
  (
    await db
      .selectFrom('payment_customers')
      .select('customer_ref')
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .executeTakeFirst()
  )?.customer_ref ?? null;

/** Keeps the customer made at the processor; the first one kept wins (the processor's idempotency key makes them one). */
export const keepCustomer = (db: Db, userId: string, provider: string, customerRef: string) =>
  db
    .insertInto('payment_customers')
    .values({ user_id: userId, provider, customer_ref: customerRef })
    .onConflict((oc) => oc.columns(['user_id', 'provider']).doNothing())
    .execute();
