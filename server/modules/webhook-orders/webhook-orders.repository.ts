import type { Db } from '#server/platform/db/client';

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
