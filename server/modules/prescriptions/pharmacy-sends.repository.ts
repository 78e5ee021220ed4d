import { policyFilter } from '#server/platform/access/policy';
import type { AuditEntry, AuditOutcome } from '#server/platform/audit/audit';
import { auditedChange, inTransaction, noteRead, type Ctx } from '#server/platform/context';
import type { PrescriptionStatus } from '#server/platform/db/schema';
import { prescriptionsPolicy } from './prescriptions.policy';

/**
 * A prescription's way to a pharmacy and back (prescriptions, migration 0021): the claim of a send, the pharmacy's
 * answer, the status polls. A caller's changes carry the policy in their WHERE (system work sees every row); each
 * step records its SEND_TO_PHARMACY, PHARMACY_STATUS or CHECK_PHARMACY_STATUS row here, in the change's transaction.
 */

/** One send as its SEND_TO_PHARMACY rows name it: the patient, and what the send was (provider, order, taken over). */
export type Send = { patientId: string; details: Record<string, unknown> };

const sendEntry = (send: Send, resourceId: string | null, outcome: AuditOutcome, more: Record<string, unknown>): AuditEntry => ({
  action: 'SEND_TO_PHARMACY',
  resourceType: 'prescription',
  resourceId,
  patientId: send.patientId,
  outcome,
  details: { ...send.details, ...more },
});

/** A send refused, or lost to another, before it changed anything: its FAILURE row (`more`: why). */
export const recordSendFailure = (ctx: Ctx, send: Send, rxId: string | null, more: Record<string, unknown>) =>
  ctx.audit.record(ctx.db, sendEntry(send, rxId, 'FAILURE', more));

/**
 * Takes the prescription for one send, with its CLAIMED row. Only one caller wins: a double click or a second tab finds
 * nothing to claim (false, no row). A claim last taken before `staleBefore` (PHARMACY_SEND_LEASE_SECONDS) belongs to a
 * send that died and may be taken over; sending again is safe because the pharmacy call is idempotent on the
 * prescription id.
 */
export const claimForSending = (ctx: Ctx, send: Send, rxId: string, pharmacyId: string, staleBefore: Date) =>
  inTransaction(ctx, async (tx) => {
    const won = await tx.db
      .updateTable('prescriptions as rx')
      .set({ status: 'SENDING', pharmacy_id: pharmacyId, failure_reason: null, updated_at: new Date() })
      .where('rx.id', '=', rxId)
      .where((eb) =>
        eb.or([
          eb('rx.status', '=', 'CREATED'),
          // After a failure whose outcome is unknown the pharmacy is kept: only it may be asked again (idempotently).
          eb.and([eb('rx.status', '=', 'FAILED'), eb.or([eb('rx.pharmacy_id', 'is', null), eb('rx.pharmacy_id', '=', pharmacyId)])]),
          eb.and([eb('rx.status', '=', 'SENDING'), eb('rx.pharmacy_id', '=', pharmacyId), eb('rx.updated_at', '<', staleBefore)]),
        ]),
      )
      .where(policyFilter(prescriptionsPolicy, tx.actor))
      .returning('rx.id')
      .executeTakeFirst();
    if (won) await tx.audit.record(tx.db, sendEntry(send, rxId, 'SUCCESS', { step: 'CLAIMED' }));
    return Boolean(won);
  });

/**
 * Takes over up to `limit` sends whose claim is older than `staleBefore` (their instance died between claiming and
 * recording the pharmacy's answer): stamping updated_at renews the lease, so that a doctor's retry or another
 * instance's pass leaves them alone while this pass finishes them. System work only (`asSystem`); no row: each send's
 * outcome records its own.
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

/**
 * The pharmacy accepted the prescription: it is RECEIVED there, `alongside` runs (the order follows, the refill's
 * check-in is used) and the RECEIVED row is recorded, all in one transaction. False, and nothing written, when the
 * claim was lost meanwhile (whoever holds it records it).
 */
export const markSent = (ctx: Ctx, send: Send, rxId: string, externalId: string, alongside: (tx: Ctx) => Promise<unknown>) =>
  inTransaction(ctx, async (tx) => {
    const at = new Date();
    const marked = await tx.db
      .updateTable('prescriptions as rx')
      .set({ status: 'RECEIVED', external_id: externalId, sent_at: at, status_checked_at: at, failure_reason: null, updated_at: at })
      .where('rx.id', '=', rxId)
      .where('rx.status', '=', 'SENDING')
      .where(policyFilter(prescriptionsPolicy, tx.actor))
      .executeTakeFirst();
    if (marked.numUpdatedRows !== 1n) return false;
    await alongside(tx);
    await tx.audit.record(tx.db, sendEntry(send, rxId, 'SUCCESS', { step: 'RECEIVED', externalId }));
    return true;
  });

/**
 * The send failed, with its FAILURE row (`more`: what the row says). A refused prescription may go to any pharmacy once
 * fixed. When the pharmacy could not be reached (`outcomeUnknown`) it may have received the prescription anyway, so it
 * stays the only one the prescription may be sent to.
 */
export const markFailed = (
  ctx: Ctx,
  send: Send,
  rxId: string,
  failure: { reason: string; outcomeUnknown: boolean },
  more: Record<string, unknown>,
) =>
  auditedChange(
    ctx,
    (db) =>
      db
        .updateTable('prescriptions as rx')
        .set({
          status: 'FAILED',
          failure_reason: failure.reason.slice(0, 1000),
          updated_at: new Date(),
          ...(failure.outcomeUnknown ? {} : { pharmacy_id: null }),
        })
        .where('rx.id', '=', rxId)
        .where('rx.status', '=', 'SENDING')
        .where(policyFilter(prescriptionsPolicy, ctx.actor))
        .executeTakeFirst(),
    sendEntry(send, rxId, 'FAILURE', more),
  );

/** A prescription at a pharmacy, as the status poll sees it. */
export type OpenPrescription = { id: string; order_id: string; patient_id: string; status: PrescriptionStatus };

/**
 * Records a pharmacy's newer answer, only from the status it was read in, then `follow` (the order follows it) and the
 * PHARMACY_STATUS row, in one transaction. Null, and nothing written, when someone else recorded a newer answer in the
 * meantime; else what `follow` returned (undefined: the order did not move).
 */
export const updatePharmacyStatus = <T>(
  ctx: Ctx,
  rx: OpenPrescription,
  answer: { to: PrescriptionStatus; trackingNumber: string | null; at: Date },
  follow: (tx: Ctx) => Promise<T | undefined>,
): Promise<{ followed: T | undefined } | null> =>
  inTransaction(ctx, async (tx) => {
    const updated = await tx.db
      .updateTable('prescriptions as rx')
      .set({
        status: answer.to,
        status_checked_at: answer.at,
        updated_at: answer.at,
        ...(answer.trackingNumber ? { tracking_number: answer.trackingNumber } : {}),
      })
      .where('rx.id', '=', rx.id)
      .where('rx.status', '=', rx.status)
      .where(policyFilter(prescriptionsPolicy, tx.actor))
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) return null;
    const followed = await follow(tx);
    await tx.audit.record(tx.db, {
      action: 'PHARMACY_STATUS',
      resourceType: 'prescription',
      resourceId: rx.id,
      patientId: rx.patient_id,
      details: { from: rx.status, to: answer.to, orderId: rx.order_id, orderStatus: followed ? answer.to : null },
    });
    return { followed };
  });

/** An answer that moved nothing: only when it was asked is kept (no row: the poll is the job's, or the caller's read). */
export const touchStatusChecked = (ctx: Ctx, id: string, at: Date) =>
  ctx.db
    .updateTable('prescriptions as rx')
    .set({ status_checked_at: at })
    .where('rx.id', '=', id)
    .where(policyFilter(prescriptionsPolicy, ctx.actor))
    .execute();

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

/** A doctor's Digital Rx status poll of an order's prescription (CHECK_PHARMACY_STATUS): `rx` null when none is seen. */
export type StatusCheck = { orderId: string; rx: { id: string; patient_id: string } | null };

const checkEntry = (check: StatusCheck, outcome: AuditOutcome, more: Record<string, unknown>): AuditEntry => ({
  action: 'CHECK_PHARMACY_STATUS',
  resourceType: 'prescription',
  resourceId: check.rx?.id ?? null,
  patientId: check.rx?.patient_id,
  outcome,
  details: { orderId: check.orderId, provider: 'DIGITAL_RX', ...more },
});

/** Notes a poll as a read: what the pharmacy answered, or DENIED when the caller sees no prescription of the order. */
export const noteStatusCheck = (ctx: Ctx, check: StatusCheck, outcome: 'SUCCESS' | 'DENIED', more: Record<string, unknown> = {}) =>
  noteRead(ctx, checkEntry(check, outcome, more));

/** A poll that failed (not sent to Digital Rx, or the pharmacy did not answer): its FAILURE row. */
export const recordStatusCheckFailure = (ctx: Ctx, check: StatusCheck, more: Record<string, unknown>) =>
  ctx.audit.record(ctx.db, checkEntry(check, 'FAILURE', more));
