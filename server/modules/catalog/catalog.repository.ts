import type { Kysely } from 'kysely';
import type { Database } from '#server/platform/db/schema';

export const listActiveVariations = (db: Kysely<Database>) =>
  db
    .selectFrom('product_variations as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select([
      'v.key',
      'v.product_id',
      'p.name as product_name',
      'p.medication',
      'p.description',
      'v.name',
      'v.dose',
      'v.monthly_price_cents',
    ])
    .where('v.active', '=', true)
    .where('p.active', '=', true)
    .orderBy('p.name')
    .orderBy('p.id')
    .orderBy('v.position')
    .execute();

export const findVariation = (db: Kysely<Database>, key: string) =>
  db
    .selectFrom('product_variations as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.key', 'v.product_id', 'p.name as product_name', 'p.medication', 'v.dose', 'v.monthly_price_cents'])
    .where('v.key', '=', key)
    .where('v.active', '=', true)
    .where('p.active', '=', true)
    .executeTakeFirst();

/** The keys of every variation (active or not: old orders name retired ones) of the products whose name matches `pattern` (ILIKE). */
export const variationKeysOfProductsLike = async (db: Kysely<Database>, pattern: string) =>
  (
    await db
      .selectFrom('product_variations as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select('v.key')
      .where('p.name', 'ilike', pattern)
      .execute()
  ).map((r) => r.key);
