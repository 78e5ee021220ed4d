import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database>;

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

/** The default card first, then the newest. */
export const listCards = (db: Db, userId: string) =>
  db
    .selectFrom('payment_cards')
    .select(columns)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();

export const findCard = (db: Db, userId: string, cardId: string) =>
  db
    .selectFrom('payment_cards')
    .select(columns)
    .where('id', '=', cardId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/**
 * Serialises card changes of one user (the user row is the lock): two cards saved at once cannot both become
 * the first, default card, and a delete cannot race a change of default.
 */
export const lockOwner = (db: Db, userId: string) =>
  db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();

export const hasCards = async (db: Db, userId: string) =>
  Boolean(
    await db
      .selectFrom('payment_cards')
      .select('id')
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .limit(1)
      .executeTakeFirst(),
  );

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

export const hasDefault = async (db: Db, userId: string) =>
  Boolean(
    await db
      .selectFrom('payment_cards')
      .select('id')
      .where('user_id', '=', userId)
      .where('is_default', '=', true)
      .where('deleted_at', 'is', null)
      .executeTakeFirst(),
  );

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
  const newest = await db
    .selectFrom('payment_cards')
    .select('id')
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (newest) await setDefault(db, userId, newest.id);
  return newest?.id ?? null;
}
