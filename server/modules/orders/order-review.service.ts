import type { PhotoIdLink } from '#contracts/order-review';
import type { Question } from '#contracts/onboarding';
import type { Ctx } from '#server/platform/context';
import { conflict, forbidden, notFound, unprocessable } from '#server/platform/errors';
import * as accounts from '#server/modules/accounts/accounts.service';
import { US_STATES } from '#server/platform/us-states';
import { questionsOf } from '#server/modules/intake/questionnaires.service';
import * as storage from '#server/modules/storage/storage.service';
import * as handBacks from './order-hand-backs.repository';
import { recordPhotoIdLink } from './order-records.repository';
import * as repo from './orders.repository';
import type { ReviewFacts } from './orders.views';

// What a doctor needs to decide on an order beyond its own columns (the photo ID, their license), and handing back an
// order they cannot approve.

type ReviewedOrder = repo.StaffOrderDetailRow;

/** The storage key the patient's photo ID answer names, if they answered it. */
function photoIdKeyOf(order: Pick<ReviewedOrder, 'answers'>, questions: Question[]): string | null {
  const question = questions.find((q) => q.key === 'photo_id' && q.type === 'UPLOAD');
  const answer = question ? (order.answers as Record<string, unknown> | null)?.[question.id] : undefined;
  return typeof answer === 'string' && answer.length > 0 ? answer : null;
}

const ownerOf = (order: ReviewedOrder): storage.UploadOwner => ({ userId: order.patient_user_id, intakeId: order.intake_id });

/** Whether the doctor acting is licensed where the patient lives. */
async function licensedFor(ctx: Ctx, order: Pick<ReviewedOrder, 'patient_state'>) {
  const doctor = await accounts.actingDoctor(ctx);
  return { doctor, licensed: accounts.licensedIn(doctor, order.patient_state) };
}

export async function reviewFacts(ctx: Ctx, order: ReviewedOrder, questions: Question[]): Promise<ReviewFacts> {
  const key = photoIdKeyOf(order, questions);
  const [photoIdOnFile, { licensed }] = await Promise.all([
    key ? storage.ownedUploadExists(ctx, key, ownerOf(order)) : Promise.resolve(false),
    licensedFor(ctx, order),
  ]);
  const stateName = US_STATES.find((s) => s.code === order.patient_state)?.name ?? order.patient_state;
  return { photoIdOnFile, patientStateName: stateName, licensedInPatientState: licensed };
}

/**
 * GET /doctors/orders/{id}/photo-id: a link to the patient's photo ID, for a doctor who sees the order (404 and a
 * DENIED row otherwise). Each link is audited as a read of the patient's photo ID; it lasts a few minutes.
 */
export async function photoIdLink(ctx: Ctx, orderId: string): Promise<PhotoIdLink> {
  const order = await repo.findStaffOrder(ctx, orderId, { action: 'PHOTO_ID_LINK' });
  if (!order) throw notFound('Order not found');
  const key = photoIdKeyOf(order, order.questionnaire_id ? await questionsOf(ctx, order.questionnaire_id) : []);
  const link = key ? await storage.ownedDownloadLink(ctx, key, ownerOf(order)) : null;
  if (!key || !link) throw notFound('No photo ID is on file for this order');
  await recordPhotoIdLink(ctx, order, key, link.expiresAt);
  return link;
}

/**
 * PATCH /doctors/orders/{id} with `handBack`: a doctor who is not licensed in the patient's state hands an order
 * under review back for reassignment. It keeps who, when and why, leaves the review queue (staff-orders.repository.ts)
 * and stays in the doctor's order history; an administrator assigns it to a doctor licensed there.
 */
export async function handBack(ctx: Ctx, order: ReviewedOrder, body: { reason: string }) {
  if (order.handed_back_at) throw conflict('This order was already handed back for reassignment');
  if (order.status !== 'PENDING_REVIEW') {
    throw unprocessable(
      `This order is ${order.status.toLowerCase().replaceAll('_', ' ')}: only an order under review can be handed back for reassignment`,
      'NOT_UNDER_REVIEW',
    );
  }
  const { doctor, licensed } = await licensedFor(ctx, order);
  if (!doctor) throw forbidden('Your account has no doctor profile. Ask an administrator to complete it.');
  if (licensed) {
    throw unprocessable(
      `You are licensed in ${order.patient_state}, so review this order yourself: only an order for a patient outside your license states can be handed back`,
      'LICENSED_IN_STATE',
    );
  }
  const done = await handBacks.handBack(ctx, order, { doctorId: doctor.id, reason: body.reason });
  if (!done) throw conflict('This order is no longer awaiting review. Reload it to see its current state.');
}
