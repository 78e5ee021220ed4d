import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database>;

/** A feed's owner: a doctor (doctors.id) or a partner (partners.id). */
export type FeedOwner = { doctorId: string } | { partnerId: string };

const columns = ['id', 'source', 'doctor_id', 'partner_id', 'created_at', 'updated_at'] as const;
export type FeedRow = NonNullable<Awaited<ReturnType<typeof findFeed>>>;

export const findFeed = (db: Db, id: string) => db.selectFrom('webhook_orders').select(columns).where('id', '=', id).executeTakeFirst();

export const findFeedOf = (db: Db, owner: FeedOwner) =>
  db
    .selectFrom('webhook_orders')
    .select(columns)
    .where((eb) => ('doctorId' in owner ? eb('doctor_id', '=', owner.doctorId) : eb('partner_id', '=', owner.partnerId)))
    .executeTakeFirst();

export const doctorIdOfUser = async (db: Db, userId: string) =>
  (await db.selectFrom('doctors').select('id').where('user_id', '=', userId).executeTakeFirst())?.id ?? null;
export const partnerIdOfUser = async (db: Db, userId: string) =>
  (await db.selectFrom('partners').select('id').where('user_id', '=', userId).executeTakeFirst())?.id ?? null;

export const ownerExists = async (db: Db, owner: FeedOwner) =>
  Boolean(
    'doctorId' in owner
      ? await db.selectFrom('doctors').select('id').where('id', '=', owner.doctorId).executeTakeFirst()
      : await db.selectFrom('partners').select('id').where('id', '=', owner.partnerId).executeTakeFirst(),
  );

export const insertFeed = (db: Db, owner: FeedOwner, createdBy: string) =>
  db
    .insertInto('webhook_orders')
    .values({
      source: 'doctorId' in owner ? 'DOCTOR' : 'PARTNER',
      doctor_id: 'doctorId' in owner ? owner.doctorId : null,
      partner_id: 'partnerId' in owner ? owner.partnerId : null,
      created_by: createdBy,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();

export const moveFeed = (db: Db, id: string, updatedAt: Date) =>
  db.updateTable('webhook_orders').set({ updated_at: updatedAt }).where('id', '=', id).returning(columns).executeTakeFirstOrThrow();

/**
 * The orders of the owner's patients created after `after`, oldest first. A doctor's patients are those assigned
 * to them directly or through a partner whose doctor they are (the same rule as the patient scope).
 */
export const ordersAfter = (db: Db, owner: FeedOwner, after: Date, limit: number) =>
  db
    .selectFrom('orders as o')
    .innerJoin('patients', 'patients.id', 'o.patient_id')
    .innerJoin('users as pu', 'pu.id', 'patients.user_id')
    .innerJoin('product_variations as v', 'v.key', 'o.product_variation_key')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select([
      'o.id',
      'o.number',
      'o.kind',
      'o.status',
      'o.approval_status',
      'o.payment_status',
      'o.product_variation_key',
      'p.name as product_name',
      'v.dose',
      'o.plan_months',
      'o.amount_cents',
      'o.tracking_number',
      'o.created_at',
      'o.updated_at',
      'pu.first_name',
      'pu.last_name',
    ])
    .where((eb) =>
      'doctorId' in owner
        ? eb.or([
            eb('patients.doctor_id', '=', owner.doctorId),
            eb(
              'patients.partner_id',
              'in',
              eb.selectFrom('partners').select('partners.id').where('partners.doctor_id', '=', owner.doctorId),
            ),
          ])
        : eb('patients.partner_id', '=', owner.partnerId),
    )
    // Times travel as ISO strings with milliseconds; PostgreSQL keeps microseconds. Compared at the API's
    // precision, moving the feed to the last order's createdAt never shows that order again.
    .where(sql<Date>`date_trunc('milliseconds', o.created_at)`, '>', after)
    .orderBy('o.created_at', 'asc')
    .orderBy('o.id')
    .limit(limit)
    .execute();

export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
