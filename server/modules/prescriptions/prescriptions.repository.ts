// Read-only joins: a module writes only its own tables, but a repository may JOIN another module's table, read-only,
// for a projection or an access rule. Here: orders (the order's number), patients and users (the patient's name and
// state, and a partner's reach in the policy), pharmacies.
import { sql } from 'kysely';
import type { PrescriptionListQuery } from '#contracts/prescriptions';
import type { PharmacyPrescription } from '#server/platform/adapters/pharmacies';
import { policyFilter } from '#server/platform/access/policy';
import { noteListRead, noteLookup, type Ctx, type DeniedAs } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import { containsPattern, listPage, pagingOf } from '#server/platform/db/list';
import type { PrescriptionStatus } from '#server/platform/db/schema';
import type { PatientIds } from '#server/modules/patients/patients.service';
import { prescriptionsPolicy } from './prescriptions.policy';

/** The prescriptions the caller sees. */
const visible = (ctx: Ctx) => ctx.db.selectFrom('prescriptions as rx').where(policyFilter(prescriptionsPolicy, ctx.actor));

/** What a prescription shows besides its own columns: the patient's name and state, the order's number, the pharmacy. */
const projected = (prescriptions: ReturnType<typeof visible>) =>
  prescriptions
    .innerJoin('patients', 'patients.id', 'rx.patient_id')
    .innerJoin('users as pu', 'pu.id', 'patients.user_id')
    .innerJoin('orders as o', 'o.id', 'rx.order_id')
    .leftJoin('pharmacies as ph', 'ph.id', 'rx.pharmacy_id');

const columns = [
  'rx.id',
  'rx.number',
  'rx.order_id',
  'o.number as order_number',
  'rx.patient_id',
  'pu.first_name',
  'pu.last_name',
  'patients.state as patient_state',
  'rx.product_variation_key',
  'rx.medication',
  'rx.dose',
  'rx.directions',
  'rx.quantity',
  'rx.refills',
  'rx.days_supply',
  'rx.note',
  'rx.status',
  'rx.pharmacy_id',
  'ph.provider as pharmacy_provider',
  'ph.name as pharmacy_name',
  'rx.external_id',
  'rx.tracking_number',
  'rx.failure_reason',
  'rx.sent_at',
  'rx.status_checked_at',
  'rx.created_at',
] as const;

/**
 * A prescription the caller sees, by its id or its order's. The lookup is audited: a READ, or `deniedAs` when the
 * policy filters it out; `quiet` when the caller audits the work it is part of (a send re-reading what it sent).
 */
export async function findPrescription(
  ctx: Ctx,
  by: { id: string } | { orderId: string },
  audit: { deniedAs?: DeniedAs; quiet?: boolean } = {},
) {
  const row = await projected(visible(ctx))
    .select(columns)
    .where('id' in by ? 'rx.id' : 'rx.order_id', '=', 'id' in by ? by.id : by.orderId)
    .executeTakeFirst();
  if (!audit.quiet) {
    const read = {
      action: 'READ',
      resourceType: 'prescription',
      resourceId: row?.id ?? ('id' in by ? by.id : null),
      patientId: row?.patient_id ?? null,
    };
    await noteLookup(ctx, read, Boolean(row), audit.deniedAs);
  }
  return row;
}
export type PrescriptionRow = NonNullable<Awaited<ReturnType<typeof findPrescription>>>;

const PAST: PrescriptionStatus[] = ['SHIPPED', 'DELIVERED', 'CANCELLED'];
const SORT = { createdAt: 'rx.created_at', number: 'rx.number' } as const;

/** One page of the caller's prescriptions, filtered, searched, sorted and counted in SQL. */
export async function listPrescriptions(ctx: Ctx, query: PrescriptionListQuery, patientsNamed?: PatientIds, patientId?: string) {
  let filtered = visible(ctx);
  // One patient's (prescriptions_patient_idx, migration 0021).
  if (patientId) filtered = filtered.where('rx.patient_id', '=', patientId);
  if (query.status) filtered = filtered.where('rx.status', '=', query.status);
  if (query.past === 'true') filtered = filtered.where('rx.status', 'in', PAST);
  if (query.past === 'false') filtered = filtered.where('rx.status', 'not in', PAST);
  if (query.search) {
    const pattern = containsPattern(query.search);
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql<string>`rx.number::text`, 'like', pattern),
        ...(patientsNamed ? [eb('rx.patient_id', 'in', patientsNamed)] : []),
        eb('rx.medication', 'ilike', pattern),
      ]),
    );
  }
  const page = await listPage(ctx.db, filtered, (q) => projected(q).select(columns), pagingOf(query, SORT, 'rx.id'));
  const details = { past: query.past ?? null, status: query.status ?? null };
  await noteListRead(ctx, 'prescription', { page: query.page, count: page.rows.length }, { details, ...(patientId ? { patientId } : {}) });
  return page;
}

/** A prescription as written: what the pharmacy receives, for an order and its patient. */
export type NewPrescription = Pick<
  PharmacyPrescription,
  'medication' | 'dose' | 'directions' | 'quantity' | 'refills' | 'daysSupply' | 'note'
> & {
  orderId: string;
  patientId: string;
  doctorId: string;
  productVariationKey: string;
};

/** One prescription per order: a second insert for the same order does nothing (prescriptions_order_key). */
export const insertPrescription = (db: Db, p: NewPrescription) =>
  db
    .insertInto('prescriptions')
    .values({
      order_id: p.orderId,
      patient_id: p.patientId,
      doctor_id: p.doctorId,
      product_variation_key: p.productVariationKey,
      medication: p.medication,
      dose: p.dose,
      directions: p.directions,
      quantity: p.quantity,
      refills: p.refills,
      days_supply: p.daysSupply,
      note: p.note,
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('id')
    .executeTakeFirst();

/** Sends slower than this are taken to have died with their process: the same pharmacy may be asked again. */
/**
 * Takes the prescription for one send. Only one caller wins: a double click or a second tab finds nothing to claim.
 * A claim last taken before `staleBefore` (PHARMACY_SEND_LEASE_SECONDS) belongs to a send that died and may be taken
 * over; sending again is safe because the pharmacy call is idempotent on the prescription id.
 */
export const claimForSending = (db: Db, id: string, pharmacyId: string, staleBefore: Date) =>
  db
    .updateTable('prescriptions')
    .set({ status: 'SENDING', pharmacy_id: pharmacyId, failure_reason: null, updated_at: new Date() })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'CREATED'),
        // After a failure whose outcome is unknown the pharmacy is kept: only it may be asked again (idempotently).
        eb.and([eb('status', '=', 'FAILED'), eb.or([eb('pharmacy_id', 'is', null), eb('pharmacy_id', '=', pharmacyId)])]),
        eb.and([eb('status', '=', 'SENDING'), eb('pharmacy_id', '=', pharmacyId), eb('updated_at', '<', staleBefore)]),
      ]),
    )
    .returning('id')
    .executeTakeFirst();

/**
 * Takes over up to `limit` sends whose claim is older than `staleBefore` (their instance died between claiming and
 * recording the pharmacy's answer): stamping updated_at renews the lease, so that a doctor's retry or another
 * instance's pass leaves them alone while this pass finishes them. System work only (`asSystem`).
 */
export function leaseInterruptedSends(ctx: Ctx, staleBefore: Date, limit: number, at: Date) {
  if (ctx.actor.kind !== 'system') throw new Error('Taking over sends is system work');
  return ctx.db
    .updateTable('prescriptions as rx')
    .from('pharmacies as ph')
    .set({ updated_at: at })
    .whereRef('ph.id', '=', 'rx.pharmacy_id')
    .where('rx.id', 'in', (eb) =>
      eb
        .selectFrom('prescriptions')
        .select('prescriptions.id')
        .where('prescriptions.status', '=', 'SENDING')
        .where('prescriptions.updated_at', '<', staleBefore)
        .orderBy('prescriptions.updated_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['rx.id', 'rx.order_id', 'rx.doctor_id', 'ph.provider'])
    .execute();
}

export const markSent = (db: Db, id: string, externalId: string, at: Date) =>
  db
    .updateTable('prescriptions')
    .set({ status: 'RECEIVED', external_id: externalId, sent_at: at, status_checked_at: at, failure_reason: null, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'SENDING')
    .executeTakeFirst();

/**
 * A refused prescription may go to any pharmacy once fixed. When the pharmacy could not be reached it may have received
 * the prescription anyway, so it stays the only one the prescription may be sent to.
 */
export const markFailed = (db: Db, id: string, reason: string, outcomeUnknown: boolean) =>
  db
    .updateTable('prescriptions')
    .set({
      status: 'FAILED',
      failure_reason: reason.slice(0, 1000),
      updated_at: new Date(),
      ...(outcomeUnknown ? {} : { pharmacy_id: null }),
    })
    .where('id', '=', id)
    .where('status', '=', 'SENDING')
    .executeTakeFirst();

export const updatePharmacyStatus = (
  db: Db,
  id: string,
  from: PrescriptionStatus,
  to: PrescriptionStatus,
  trackingNumber: string | null,
  at: Date,
) =>
  db
    .updateTable('prescriptions')
    .set({ status: to, status_checked_at: at, updated_at: at, ...(trackingNumber ? { tracking_number: trackingNumber } : {}) })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();

export const touchStatusChecked = (db: Db, id: string, at: Date) =>
  db.updateTable('prescriptions').set({ status_checked_at: at }).where('id', '=', id).execute();

/**
 * Leases up to `limit` prescriptions at a pharmacy (shipped ones too, until delivered) not checked since `olderThan`:
 * stamping status_checked_at in the same statement, under SKIP LOCKED, keeps several instances running the job from
 * checking the same ones. System work only (`asSystem`): it reaches every prescription.
 */
export function leaseOpenPrescriptions(ctx: Ctx, olderThan: Date, limit: number, at: Date) {
  if (ctx.actor.kind !== 'system') throw new Error('Leasing prescriptions is system work');
  return ctx.db
    .updateTable('prescriptions as rx')
    .from('pharmacies as ph')
    .set({ status_checked_at: at })
    .whereRef('ph.id', '=', 'rx.pharmacy_id')
    .where('rx.id', 'in', (eb) =>
      eb
        .selectFrom('prescriptions')
        .select('prescriptions.id')
        .where('prescriptions.status', 'in', ['RECEIVED', 'PROCESSING', 'SHIPPED'])
        .where('prescriptions.external_id', 'is not', null)
        .where((w) => w.or([w('prescriptions.status_checked_at', 'is', null), w('prescriptions.status_checked_at', '<', olderThan)]))
        .orderBy('prescriptions.status_checked_at', (ob) => ob.asc().nullsFirst())
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['rx.id', 'rx.order_id', 'rx.patient_id', 'rx.status', 'rx.external_id', 'ph.provider'])
    .execute();
}

/** A patient's prescriptions as events of their history: written when, what, where it stands (prescriptions_patient_idx). */
export const prescriptionEvents = (ctx: Ctx, patientId: string) =>
  visible(ctx)
    .select([
      sql<string>`'PRESCRIPTION'`.as('kind'),
      sql<string>`rx.id::text`.as('id'),
      'rx.created_at as at',
      sql<string>`'Prescription #' || rx.number || ' written'`.as('title'),
      sql<string | null>`rx.medication || ' ' || rx.dose || ' (' || lower(replace(rx.status, '_', ' ')) || ')'`.as('detail'),
      sql<string | null>`rx.order_id`.as('order_id'),
    ])
    .where('rx.patient_id', '=', patientId);
