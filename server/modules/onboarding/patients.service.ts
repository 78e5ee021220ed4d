import type { FastifyRequest } from 'fastify';
import type { UpdateIntakeBody } from '../../../contracts/onboarding';
import { notFound } from '../../platform/errors';
import { applyChanges, assertReadyToSubmit, authorizeIntake, formOf, present } from './intake.service';
import * as repo from './onboarding.repository';

/** PUT /patients/questionnaire/{id}: the owner submits a questionnaire; sets the submitted flag. */
export async function submitQuestionnaire(req: FastifyRequest, intakeId: string, body: UpdateIntakeBody) {
  const { db } = req.server;
  await authorizeIntake(req, intakeId);
  const row = await db.transaction().execute(async (trx) => {
    const current = await repo.lockIntake(trx, intakeId);
    if (!current) throw notFound('Questionnaire not found');
    const updated = await applyChanges(trx, current, body);
    const { kind, questionsList } = await formOf(trx, updated);
    assertReadyToSubmit(updated, kind, questionsList);
    const submitted = await repo.updateIntake(trx, intakeId, { status: 'SUBMITTED', submittedAt: new Date() });
    await req.audit({ action: 'INTAKE_SUBMIT', resourceType: 'intake', resourceId: intakeId }, trx);
    return submitted;
  });
  return present(db, row);
}
