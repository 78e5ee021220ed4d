// Read-only joins: a module writes only its own tables, but a repository may JOIN another module's table, read-only,
// for a projection or an access rule. Here: orders (the order's number), patients and users (the patient's name and
// state, and a partner's reach in the policy), pharmacies.
import { sql } from 'kysely';
import type { PrescriptionListQuery } from '#contracts/prescriptions';
import type { PharmacyPrescription } from '#server/platform/adapters/pharmacies';
import { policyFilter } from '#server/platform/access/policy';
import type { AuditOutcome } from '#server/platform/audit/audit';
import { inTransaction, noteListRead, noteLookup, noteRead, type Ctx, type DeniedAs } from '#server/platform/context';
import { containsPattern, listPage, pagingOf } from '#server/platform/db/list';
import type { PrescriptionStatus } from '#server/platform/db/schema';
import type { PatientIds } from '#server/modules/patients/patients.service';
import { prescriptionsPolicy } from './prescriptions.policy';

/**
 * The prescriptions table (migration 0021): reads go through the policy and note their audit rows (a lookup, a list
 * page); a new prescription records its CREATE row in its transaction, a refused one its FAILURE row. Its way to a
 * pharmacy and back is pharmacy-sends.repository.ts.
 */

/** The prescriptions the caller sees. */
const visible = (ctx: Ctx) => ctx.db.selectFrom('prescriptions as rx').where(policyFilter(prescriptionsPolicy, ctx.actor));

/** What a prescription reads as: its own columns and those `projected` joins in. */
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

/** What a prescription shows besides its own columns: the patient's name and state, the order's number, the pharmacy. */
const projected = (prescriptions: ReturnType<typeof visible>) =>
  prescriptions
    .innerJoin('patients', 'patients.id', 'rx.patient_id')
    .innerJoin('users as pu', 'pu.id', 'patients.user_id')
    .innerJoin('orders as o', 'o.id', 'rx.order_id')
    .leftJoin('pharmacies as ph', 'ph.id', 'rx.pharmacy_id');

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

/** The CREATE row of a prescription for `order`: written (SUCCESS, then with its id), refused or denied. */
const createAttempt = (order: { id: string; patient_id: string }, outcome: AuditOutcome, more: Record<string, unknown> = {}) => ({
  action: 'CREATE',
  resourceType: 'prescription',
  resourceId: null,
  patientId: order.patient_id,
  outcome,
  details: { orderId: order.id, ...more },
});

/** A new prescription's row: the order's one dose, as the doctor confirmed it. */
const newRow = (p: NewPrescription) => ({
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
});

/**
 * One prescription per order, and its CREATE row: a second insert for the same order does nothing and records nothing
 * (prescriptions_order_key; null). `alongside` runs in the same transaction once it is inserted (the treatment plan
 * it starts); what it returns is added to the row's details.
 */
export const insertPrescription = (ctx: Ctx, p: NewPrescription, alongside: (tx: Ctx) => Promise<Record<string, unknown>>) =>
  inTransaction(ctx, async (tx) => {
    const inserted = await tx.db
      .insertInto('prescriptions')
      .values(newRow(p))
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return null;
    const more = await alongside(tx);
    await tx.audit.record(tx.db, {
      ...createAttempt({ id: p.orderId, patient_id: p.patientId }, 'SUCCESS', more),
      resourceId: inserted.id,
    });
    return inserted.id;
  });

/** Notes the read of a prescription found quietly (an order's, asked for again: the first answers). */
export const notePrescriptionRead = (ctx: Ctx, row: PrescriptionRow) =>
  noteRead(ctx, { action: 'READ', resourceType: 'prescription', resourceId: row.id, patientId: row.patient_id });

/** A prescription refused for an order (`reason`: not approved, not confirmed), as a FAILURE row. */
export const recordRefusedCreate = (ctx: Ctx, order: { id: string; patient_id: string }, reason: string) =>
  ctx.audit.record(ctx.db, createAttempt(order, 'FAILURE', { reason }));

/** A prescription asked for on an order of another patient than the one named: a DENIED row. */
export const noteCreateDenied = (ctx: Ctx, order: { id: string; patient_id: string }) => noteRead(ctx, createAttempt(order, 'DENIED'));

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
