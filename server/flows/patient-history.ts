import type { Ctx } from '#server/platform/context';
import { statusChangeEvents } from '#server/modules/audit/audit.service';
import { orderEvents } from '#server/modules/orders/order-lifecycle.service';
import * as patients from '#server/modules/patients/admin-patients.service';
import { paymentEvents } from '#server/modules/payments/payments.service';
import { prescriptionEvents } from '#server/modules/prescriptions/prescriptions.service';
import { patientAttachments } from '#server/modules/storage/storage.service';

/** What the administrator reads of a patient across modules: their timeline and their uploaded files. */

/** The events each module selects from its own tables for one patient's timeline (notes are the patients module's own). */
const timelineSources = (ctx: Ctx, patientId: string): patients.HistorySource[] => [
  orderEvents(ctx, patientId),
  paymentEvents(ctx, patientId),
  prescriptionEvents(ctx, patientId),
  statusChangeEvents(ctx, patientId),
];

/** GET /super-admin/patients/{id}/history: orders, payments, prescriptions, status changes and notes, newest first. */
export const patientHistory = (ctx: Ctx, patientId: string, paging: { page: number; limit: number }) =>
  patients.patientHistory(ctx, patientId, paging, timelineSources);

/** GET /super-admin/patients/{id}/attachments: the patient's uploads (storage), each with a short-lived link. */
export async function listAttachments(ctx: Ctx, patientId: string) {
  return { attachments: await patientAttachments(ctx, await patients.attachmentsOwner(ctx, patientId)) };
}
