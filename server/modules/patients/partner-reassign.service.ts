import type { AdminPartnerPatientsQuery, ReassignPatientsBody } from '#contracts/partners';
import { inTransaction, type Ctx } from '#server/platform/context';
import { pageInfo } from '#server/platform/db/list';
import { AppError, badRequest, notFound } from '#server/platform/errors';
import * as accounts from '#server/modules/accounts/accounts.service';
import { lockLivePartner } from '#server/modules/accounts/partner-admin.service';
import { movePatients } from './patient-changes.repository';
import * as repo from './patients.repository';
import { patientView } from './patients.views';

/**
 * An administrator's work on a partner's patients: those without a doctor of their own, and moving patients from one
 * partner to another. A move is all or nothing: the patients, every order of theirs and one audit row per patient
 * commit together, or nothing changes.
 */

/** GET /super-admin/gym-owner/{id}/unassigned-patients (`show=all`: every patient of the partner). */
export async function patientsOfPartner(ctx: Ctx, partnerId: string, query: AdminPartnerPatientsQuery) {
  if (!(await accounts.partnerExists(ctx, partnerId))) throw notFound('Gym owner not found');
  const { rows, total } = await repo.listPatientsOfPartner(ctx, partnerId, query);
  const items = rows.map((r) => ({
    ...patientView(r),
    doctorName: r.doctor_first_name === null ? null : `${r.doctor_first_name} ${r.doctor_last_name ?? ''}`.trim(),
  }));
  return { items, ...pageInfo(total, query) };
}

const listed = (ids: readonly string[]) => ids.map((id) => ({ path: 'patientIds', message: id }));

/** Moves the orders of these patients to a partner, in the move's transaction; answers how many moved per patient. */
export type MoveOrders = (tx: Ctx, patientIds: readonly string[], partnerId: string) => Promise<Map<string, number>>;

/**
 * POST /super-admin/gym-owner/reassign-patients: the patients and, through `moveOrders` (orders sit above patients:
 * flows/reassign-patients.ts passes it), every order of theirs.
 */
export async function reassignPatients(ctx: Ctx, body: ReassignPatientsBody, moveOrders: MoveOrders) {
  const { patientIds, toGymOwnerId, fromGymOwnerId } = body;
  if (fromGymOwnerId === toGymOwnerId) throw badRequest('Choose another partner to move the patients to');
  // A refused move leaves one FAILURE row saying what was attempted.
  const attempted = {
    action: 'REASSIGN_PARTNER',
    resourceType: 'patient',
    details: { patients: patientIds.length, toPartnerId: toGymOwnerId },
  };
  return inTransaction(
    ctx,
    async (tx) => {
      if (!(await lockLivePartner(tx, toGymOwnerId))) throw notFound('The partner to move the patients to was not found');
      const rows = await repo.lockPatients(tx, patientIds);
      const found = new Set(rows.map((r) => r.id));
      const missing = patientIds.filter((id) => !found.has(id));
      if (missing.length) throw new AppError(404, 'NOT_FOUND', `${missing.length} of the patients were not found`, listed(missing));
      if (fromGymOwnerId) {
        const elsewhere = rows.filter((r) => r.partner_id !== fromGymOwnerId).map((r) => r.id);
        if (elsewhere.length)
          throw new AppError(
            409,
            'CONFLICT',
            `${elsewhere.length} of the patients are no longer this partner's. Reload the list.`,
            listed(elsewhere),
          );
      }
      const already = rows.filter((r) => r.partner_id === toGymOwnerId).map((r) => r.id);
      if (already.length)
        throw new AppError(422, 'BUSINESS_RULE', `${already.length} of the patients are already that partner's`, listed(already));

      const orders = await movePatients(tx, rows, toGymOwnerId, (inner) => moveOrders(inner, patientIds, toGymOwnerId));
      return { toGymOwnerId, patients: rows.length, orders: [...orders.values()].reduce((a, b) => a + b, 0) };
    },
    attempted,
  );
}
