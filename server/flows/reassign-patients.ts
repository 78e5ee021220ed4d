import type { ReassignPatientsBody } from '#contracts/partners';
import type { Ctx } from '#server/platform/context';
import { moveOrdersOfPatients } from '#server/modules/orders/order-moves.service';
import * as reassign from '#server/modules/patients/partner-reassign.service';

/**
 * POST /super-admin/gym-owner/reassign-patients: patients move to another partner (patients) and every order of theirs
 * with them (orders), all or nothing, in one transaction.
 */
export const reassignPatients = (ctx: Ctx, body: ReassignPatientsBody) => reassign.reassignPatients(ctx, body, moveOrdersOfPatients);
