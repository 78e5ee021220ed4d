/**
 * A returning patient's renewal is screened on every step it saves, as the first intake is: a contraindicated answer
 * stops it at that step, and the payment still refuses it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, patientIdByEmail, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { completed } from './helpers/intake';
import { startRenewal as startRenewalOf, type Renewal } from './helpers/renewal';

type IntakeReply = Pick<Renewal, 'intake'>;

let t: TestApp;
let demoPatientId: string;
beforeAll(async () => {
  // Every test looks the demo patient up by phone: more codes than the default allows in a few minutes.
  t = await createTestApp({ OTP_MAX_SENDS: 50 });
  demoPatientId = await patientIdByEmail(t.db, 'patient@demo.test');
});
afterAll(() => t.close());

const PHONE = '2025550108';
const startRenewal = () => startRenewalOf(t, PHONE);

const idOf = (renewal: Renewal, key: string) => renewal.questionsList.find((q) => q.key === key)!.id;

/** Saves one step of the renewal as /renewal does: PATCH with the renewal token as the intake's token. */
const saveStep = (renewal: Renewal, answers: Record<string, unknown>, currentStep: string, token = renewal.renewalToken) =>
  call(t.app, {
    method: 'PATCH',
    url: `/patients/update-form-questionnaire/${renewal.intake.id}`,
    headers: { 'x-intake-token': token },
    payload: { answers, currentStep },
  });

const pay = (renewal: Renewal, answers: Record<string, unknown>, idempotencyKey: string) =>
  call(t.app, {
    method: 'POST',
    url: '/patients/create-renewal-order-questionnaire',
    payload: {
      renewalToken: renewal.renewalToken,
      answers,
      planId: 'monthly',
      productVariationKey: 'semaglutide-starter',
      payment: { paymentMethodId: 'pm_card_visa' },
      idempotencyKey,
    },
  });

const paymentsOf = (intakeId: string) => t.db.selectFrom('payments').select('status').where('intake_id', '=', intakeId).execute();

describe('renewal screening on every saved step', () => {
  it('stops the renewal at the safety step when the patient answers Yes to pregnancy, with the kind message', async () => {
    const renewal = await startRenewal();
    expect(renewal.intake).toMatchObject({ status: 'DRAFT', eligible: true, hardStops: [] });
    const progress = await saveStep(renewal, { [idOf(renewal, 'current_weight')]: 190 }, 'q:safety');
    expect(progress.status).toBe(200);
    expect((progress.body.data as unknown as IntakeReply).intake).toMatchObject({ status: 'DRAFT', hardStops: [] });

    const safety = await saveStep(renewal, { [idOf(renewal, 'pregnant_breastfeeding')]: true }, 'q:safety');
    expect(safety.status).toBe(200);
    const stopped = (safety.body.data as unknown as IntakeReply).intake;
    expect(stopped).toMatchObject({ status: 'STOPPED', eligible: false, currentStep: 'q:safety' });
    expect(stopped.hardStops).toEqual([
      expect.objectContaining({ rule: 'PREGNANT_OR_BREASTFEEDING', message: expect.stringMatching(/not safe during pregnancy/) }),
    ]);
    // The same intake, re-read: the stop is kept on the server, not only in the reply.
    const again = await call(t.app, {
      method: 'GET',
      url: `/patients/get-patient-questionnaire/${renewal.intake.id}`,
      headers: { 'x-intake-token': renewal.renewalToken },
    });
    expect((again.body.data as unknown as IntakeReply).intake.hardStops.map((h) => h.rule)).toEqual(['PREGNANT_OR_BREASTFEEDING']);
  });

  it('lets a clean step through, and an answer corrected back to No clears the stop', async () => {
    const renewal = await startRenewal();
    const pregnant = idOf(renewal, 'pregnant_breastfeeding');
    const clean = await saveStep(renewal, { [pregnant]: false, [idOf(renewal, 'history_pancreatitis')]: true }, 'treatment');
    // Pancreatitis since the last order is a flag for the doctor, not a stop (flags are not shown to the patient).
    expect((clean.body.data as unknown as IntakeReply).intake).toMatchObject({ status: 'DRAFT', eligible: true, hardStops: [] });

    await saveStep(renewal, { [pregnant]: true }, 'q:safety');
    const corrected = await saveStep(renewal, { [pregnant]: false }, 'treatment');
    expect((corrected.body.data as unknown as IntakeReply).intake).toMatchObject({ status: 'DRAFT', eligible: true, hardStops: [] });
  });

  it('saves a step as the patient who owns the renewal, with an audit row naming them; a wrong token changes nothing', async () => {
    const renewal = await startRenewal();
    const pregnant = idOf(renewal, 'pregnant_breastfeeding');
    expect((await saveStep(renewal, { [pregnant]: true }, 'q:safety', 'x'.repeat(43))).status).toBe(404);
    const row = await t.db.selectFrom('intakes').select('status').where('id', '=', renewal.intake.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('DRAFT');

    expect((await saveStep(renewal, { [pregnant]: true }, 'q:safety')).status).toBe(200);
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'patient@demo.test').executeTakeFirstOrThrow();
    const filter = { action: 'INTAKE_UPDATE', resource_id: renewal.intake.id, patient_id: demoPatientId, actor_user_id: user.id };
    expect(await auditOutcomes(t.db, filter)).toEqual(['SUCCESS']);
  });

  it('still refuses the payment of a renewal stopped at a step, and charges nothing', async () => {
    const renewal = await startRenewal();
    const answers = completed(renewal.intake.answers, renewal.questionsList);
    await saveStep(renewal, { ...answers, [idOf(renewal, 'pregnant_breastfeeding')]: true }, 'q:safety');
    const res = await pay(renewal, { ...answers, [idOf(renewal, 'pregnant_breastfeeding')]: true }, 'renewal-stopped-1');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'SCREENING_STOP', message: expect.stringMatching(/not safe during pregnancy/) });
    expect(await paymentsOf(renewal.intake.id)).toEqual([]);
    expect(await auditOutcomes(t.db, { action: 'RENEWAL_ORDER', resource_id: renewal.intake.id })).toEqual(['FAILURE']);
  });

  it('refuses a payment whose own answers are contraindicated even when every saved step was clean', async () => {
    const renewal = await startRenewal();
    const answers = completed(renewal.intake.answers, renewal.questionsList);
    expect((await saveStep(renewal, answers, 'treatment')).status).toBe(200);
    const res = await pay(renewal, { ...answers, [idOf(renewal, 'pregnant_breastfeeding')]: true }, 'renewal-stopped-2');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'SCREENING_STOP' });
    expect(await paymentsOf(renewal.intake.id)).toEqual([]);
    // The answers it sent are kept (screened, stopped) with the audit row of that change.
    const row = await t.db.selectFrom('intakes').select('status').where('id', '=', renewal.intake.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('STOPPED');
    const saved = { action: 'INTAKE_UPDATE', resource_id: renewal.intake.id, patient_id: demoPatientId };
    expect(await auditOutcomes(t.db, saved)).toEqual(['SUCCESS', 'SUCCESS']);
  });

  it('takes the payment of a renewal whose steps were saved clean', async () => {
    const renewal = await startRenewal();
    const answers = completed(renewal.intake.answers, renewal.questionsList);
    expect((await saveStep(renewal, answers, 'treatment')).status).toBe(200);
    const res = await pay(renewal, answers, 'renewal-clean-1');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'PENDING_REVIEW' });
    expect(await paymentsOf(renewal.intake.id)).toEqual([{ status: 'SUCCEEDED' }]);
  });
});
