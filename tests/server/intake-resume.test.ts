/**
 * What a reload needs from the server (issue 33): the intake keeps the consent signed on its Consent step, and a
 * renewal starts at the medication and plan it renews and at the weight the patient logged since their last answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSIONS } from '#contracts/onboarding';
import { call, createTestApp, DEMO_PASSWORD, send, signIn, type TestApp } from './helpers/app';
import { saveAnswers, startIntake, type Draft } from './helpers/intake';
import { startRenewal } from './helpers/renewal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_MAX_SENDS: 50 });
});
afterAll(() => t.close());

const consent = (signedName: string) => ({
  signedName,
  telehealthVersion: CONSENT_VERSIONS.TELEHEALTH,
  privacyVersion: CONSENT_VERSIONS.PRIVACY,
  agreed: true,
});

type IntakeData = { intake: { currentStep: string | null; consent?: Record<string, unknown> | null } };
const reread = async (draft: Draft) => {
  const res = await call(t.app, {
    method: 'GET',
    url: `/patients/get-patient-questionnaire/${draft.id}`,
    headers: { 'x-intake-token': draft.token },
  });
  expect(res.status).toBe(200);
  return (res.body.data as unknown as IntakeData).intake;
};

describe('the consent signed on an intake', () => {
  it('is kept with the intake, so that a reload on Payment still has it', async () => {
    const draft = await startIntake(t.app);
    expect((await reread(draft)).consent).toBeNull();
    const saved = await saveAnswers(t.app, draft, { consent: consent('  nina   Alvarez '), currentStep: 'payment' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const again = await reread(draft);
    expect(again.currentStep).toBe('payment');
    expect(again.consent).toEqual({
      signedName: 'nina Alvarez',
      telehealthVersion: CONSENT_VERSIONS.TELEHEALTH,
      privacyVersion: CONSENT_VERSIONS.PRIVACY,
      signedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('refuses a signature that is not the intake’s name with a 422, and saves nothing of that step', async () => {
    const draft = await startIntake(t.app);
    const res = await saveAnswers(t.app, draft, { consent: consent('Someone Else'), currentStep: 'payment' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'CONSENT_NAME_MISMATCH', message: expect.stringMatching(/full name/) });
    const again = await reread(draft);
    expect(again.consent).toBeNull();
    expect(again.currentStep).not.toBe('payment');
  });

  it('is dropped when the name it was signed with changes, so that it is asked for again', async () => {
    const draft = await startIntake(t.app);
    await saveAnswers(t.app, draft, { consent: consent('Nina Alvarez'), currentStep: 'payment' });
    await saveAnswers(t.app, draft, { profile: { weight: 199 } });
    expect((await reread(draft)).consent).toMatchObject({ signedName: 'Nina Alvarez' });
    await saveAnswers(t.app, draft, { profile: { lastName: 'Alvarez-Reyes' } });
    expect((await reread(draft)).consent).toBeNull();
  });
});

describe('a renewal’s starting point', () => {
  const PHONE = '2025550108';
  type RenewalData = {
    intake: { id: string; answers: Record<string, unknown>; renewalOf?: unknown };
    questionsList: { id: string; key: string }[];
    renewalToken: string;
  };
  const weightToday = (r: RenewalData) => r.intake.answers[r.questionsList.find((q) => q.key === 'current_weight')!.id];

  it('pre-selects the medication and plan of the order it renews, also when read again by its token', async () => {
    const renewal = (await startRenewal(t, PHONE)) as unknown as RenewalData;
    const expected = { productVariationKey: 'semaglutide-starter', planId: 'monthly' };
    expect(renewal.intake.renewalOf).toEqual(expected);
    const again = await call(t.app, {
      method: 'GET',
      url: `/patients/get-patient-questionnaire/${renewal.intake.id}`,
      headers: { 'x-intake-token': renewal.renewalToken },
    });
    expect((again.body.data as unknown as RenewalData).intake.renewalOf).toEqual(expected);
  });

  it("starts the weight today at the latest weight on file (the demo's logged 208.4 lb, not the intake's 210), then at one logged since (205 lb)", async () => {
    expect(weightToday((await startRenewal(t, PHONE)) as unknown as RenewalData)).toBe(208.4);

    const pat = await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD);
    const today = new Date().toISOString().slice(0, 10);
    const logged = await send(t.app, 'POST', '/activities', pat.accessToken, {
      activityType: 'WEIGHT',
      name: 'Weight Tracking',
      duration: 0,
      date: today,
      weight: 205,
    });
    expect(logged.status, JSON.stringify(logged.body)).toBe(201);
    expect(weightToday((await startRenewal(t, PHONE)) as unknown as RenewalData)).toBe(205);
  });
});
