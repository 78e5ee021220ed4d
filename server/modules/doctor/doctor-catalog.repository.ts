import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database>;

const activeVariations = (db: Db) =>
  db
    .selectFrom('product_variations as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .where('v.active', '=', true)
    .where('p.active', '=', true);

/** An active variation of an active product, or undefined. */
export const findActiveVariation = (db: Db, key: string) =>
  activeVariations(db).select(['v.key', 'v.product_id', 'v.monthly_price_cents']).where('v.key', '=', key).executeTakeFirst();

/** The variation a new order starts with when the doctor has not chosen one yet: the catalog's first. */
export const firstActiveVariation = (db: Db) =>
  activeVariations(db).select(['v.key', 'v.product_id', 'v.monthly_price_cents']).orderBy('p.name').orderBy('v.position').limit(1).executeTakeFirst();

/** Every active product with its active variations, as one joined query (grouped by the caller). */
export const listMedicationRows = (db: Db) =>
  activeVariations(db)
    .select(['p.id as product_id', 'p.name as product_name', 'p.medication', 'p.description', 'v.key', 'v.name', 'v.dose', 'v.monthly_price_cents'])
    .orderBy('p.name')
    .orderBy('p.id')
    .orderBy('v.position')
    .execute();
