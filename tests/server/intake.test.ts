import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, send, createTestApp, signIn, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { answersFor, checkout, checkoutBody, countRows, PROFILE, readyIntake, saveAnswers, startIntake } from './helpers/intake';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (table: 'users' | 'orders' | 'payments') => countRows(t.db, table);

describe('intake questionnaire', () => {
  it('creates an anonymous intake with its questions from the database and a secret token', async () => {
    const draft = await startIntake(t.app);
    expect(draft.token.length).toBeGreaterThan(30);
    expect(draft.questions.map((q) => q.key)).toEqual(
      expect.arrayContaining(['pregnant_breastfeeding', 'history_mtc_men2', 'allergic_reaction_glp1', 'photo_id']),
    );
    expect(draft.intake).toMatchObject({ status: 'DRAFT', submitted: false, profile: { phone: '+12025550143', state: 'CA' }, bmi: 33.3 });
  });

  it('answers the intake only with its token: anyone else gets 404', async () => {
    const draft = await startIntake(t.app);
    const own = await call(t.app, {
      method: 'GET',
      url: `/patients/get-patient-questionnaire/${draft.id}`,
      headers: { 'x-intake-token': draft.token },
    });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ intake: { id: draft.id } });
    expect((await call(t.app, { method: 'GET', url: `/patients/get-patient-questionnaire/${draft.id}` })).status).toBe(404);
    const wrong = await call(t.app, {
      method: 'GET',
      url: `/patients/get-patient-questionnaire/${draft.id}`,
      headers: { 'x-intake-token': 'x'.repeat(43) },
    });
    expect(wrong.status).toBe(404);
    const patient = await signIn(t.app, 'patient@demo.test', 'Demo-password-1');
    expect(
      (await call(t.app, { method: 'GET', url: `/patients/get-patient-questionnaire/${draft.id}`, token: patient.accessToken })).status,
    ).toBe(404);
    const write = await call(t.app, {
      method: 'PATCH',
      url: `/patients/update-form-questionnaire/${draft.id}`,
      headers: { 'x-intake-token': 'x'.repeat(43) },
      payload: { currentStep: 'x' },
    });
    expect(write.status).toBe(404);
    const progress = await send(t.app, 'PUT', '/patients/questionnaire-progress', patient.accessToken, {
      intakeId: draft.id,
      currentStep: 'x',
    });
    expect(progress.status).toBe(404);
    const denied = await auditOutcomes(t.db, { resource_id: draft.id, action: 'INTAKE_ACCESS' });
    expect(denied).toHaveLength(5);
  });

  it('saves progress and resumes it; the server re-computes the BMI', async () => {
    const draft = await startIntake(t.app);
    const saved = await saveAnswers(t.app, draft, {
      profile: { weight: 180 },
      answers: { [draft.questions[0].id]: false },
      currentStep: 'health',
    });
    expect(saved.status).toBe(200);
    const resumed = await call(t.app, {
      method: 'GET',
      url: `/patients/get-patient-questionnaire/${draft.id}`,
      headers: { 'x-intake-token': draft.token },
    });
    expect(resumed.body.data).toMatchObject({
      intake: { currentStep: 'health', bmi: 30, answers: { [draft.questions[0].id]: false }, profile: { weight: 180, firstName: 'Nina' } },
    });
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const draft = await startIntake(t.app);
    const badPhone = await saveAnswers(t.app, draft, { profile: { phone: '555-0000', weight: 150 } });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.message).toBe('Enter a valid US phone number');
    const badAnswer = await saveAnswers(t.app, draft, { answers: { [draft.questions[0].id]: 'perhaps' } });
    expect(badAnswer.status).toBe(400);
    const unknown = await saveAnswers(t.app, draft, { answers: { '00000000-0000-4000-8000-000000000000': true } });
    expect(unknown.status).toBe(400);
    const after = await call(t.app, {
      method: 'GET',
      url: `/patients/get-patient-questionnaire/${draft.id}`,
      headers: { 'x-intake-token': draft.token },
    });
    expect(after.body.data).toMatchObject({ intake: { profile: { weight: 200 }, answers: {} } });
  });

  it.each(['1990-02-30', '1990-13-01', '0000-00-00', '1990-04-31', '2999-01-01'])(
    'refuses the date of birth %s at the first call that carries it, with a message',
    async (dateOfBirth) => {
      const created = await call(t.app, {
        method: 'POST',
        url: '/patients/create-patient-temp-form-questionnaire',
        payload: { profile: { ...PROFILE, dateOfBirth } },
      });
      expect(created.status).toBe(400);
      expect(created.body.message).toMatch(/dateOfBirth: Enter (a real date as YYYY-MM-DD|a date of birth between 1900 and today)$/);
      const draft = await startIntake(t.app);
      const updated = await saveAnswers(t.app, draft, { profile: { dateOfBirth } });
      expect(updated.status).toBe(400);
      expect(updated.body.message).toMatch(/dateOfBirth: Enter (a real date as YYYY-MM-DD|a date of birth between 1900 and today)$/);
    },
  );

  it('screens on every save: a hard stop is explained and blocks payment; a flag is kept for the doctor', async () => {
    const stopped = await readyIntake(t.app, { ...PROFILE, email: 'stop@example.test' }, { pregnant_breastfeeding: true });
    expect(stopped.intake).toMatchObject({
      eligible: false,
      status: 'STOPPED',
      hardStops: [{ rule: 'PREGNANT_OR_BREASTFEEDING', severity: 'HARD_STOP' }],
    });
    const payments = await rowsOf('payments');
    const res = await checkout(t.app, stopped, checkoutBody(stopped));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('SCREENING_STOP');
    expect(await rowsOf('payments')).toBe(payments);

    // Correcting the answer re-screens and lifts the stop.
    const fixed = await saveAnswers(t.app, stopped, {
      answers: { [stopped.questions.find((q) => q.key === 'pregnant_breastfeeding')!.id]: false },
    });
    expect(fixed.body.data).toMatchObject({ intake: { eligible: true, status: 'DRAFT', hardStops: [] } });
  });

  it('refuses to take payment for an incomplete intake', async () => {
    const draft = await startIntake(t.app, { ...PROFILE, email: 'incomplete@example.test' });
    const res = await checkout(t.app, draft, checkoutBody(draft));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('INTAKE_INCOMPLETE');
  });

  it('saves the legacy onboarding steps onto an intake and screens them', async () => {
    const first = await call(t.app, {
      method: 'POST',
      url: '/saving-onboarding-options',
      payload: { email: 'legacy@example.test', firstName: 'Lee', lastName: 'Gray', phoneNumber: '2025550177', gender: 'male' },
    });
    expect(first.status).toBe(200);
    const { intake, intakeToken } = first.body.data as unknown as { intake: { id: string }; intakeToken: string };
    const next = await call(t.app, {
      method: 'POST',
      url: '/saving-onboarding-options',
      headers: { 'x-intake-token': intakeToken },
      payload: { intakeId: intake.id, height: 70, weight: 150, isAllergicReaction: true },
    });
    expect(next.status).toBe(200);
    expect(next.body.data).toMatchObject({ intakeToken: null, intake: { bmi: 21.5, eligible: false } });
    const rules = (next.body.data as unknown as { intake: { hardStops: { rule: string }[] } }).intake.hardStops.map((h) => h.rule);
    expect(rules).toEqual(['GLP1_ALLERGY', 'BMI_BELOW_27']);
  });

  it('maps the legacy condition and symptom lists onto the v2 questions', async () => {
    const first = await call(t.app, {
      method: 'POST',
      url: '/saving-onboarding-options',
      payload: { email: 'legacy2@example.test', height: 66, weight: 175 },
    });
    const { intake, intakeToken } = first.body.data as unknown as {
      intake: { id: string; bmi: number; hardStops: unknown[] };
      intakeToken: string;
    };
    expect(intake.bmi).toBe(28.2);
    expect(intake.hardStops).toEqual([]);
    const save = (payload: Record<string, unknown>) =>
      call(t.app, {
        method: 'POST',
        url: '/saving-onboarding-options',
        headers: { 'x-intake-token': intakeToken },
        payload: { intakeId: intake.id, ...payload },
      });
    const res = await save({ medicalConditionsHistory: ['hypertension', 'pancreatitis'], symptomsAndConditions: ['nausea', 'depression'] });
    expect(res.status).toBe(200);
    const { questionsList } = (
      await call(t.app, {
        method: 'GET',
        url: `/patients/get-patient-questionnaire/${intake.id}`,
        headers: { 'x-intake-token': intakeToken },
      })
    ).body.data as unknown as { questionsList: { id: string; key: string }[] };
    const saved = (res.body.data as unknown as { intake: { answers: Record<string, unknown>; eligible: boolean } }).intake;
    const answer = (key: string) => saved.answers[questionsList.find((q) => q.key === key)!.id];
    expect([
      answer('weight_related_conditions'),
      answer('history_pancreatitis'),
      answer('medical_conditions'),
      answer('symptoms_conditions'),
    ]).toEqual([['hypertension'], true, ['depression'], ['nausea']]);
    expect(saved.eligible).toBe(true);
    const noCondition = await save({ medicalConditionsHistory: [] });
    expect((noCondition.body.data as unknown as { intake: { hardStops: { rule: string }[] } }).intake.hardStops.map((h) => h.rule)).toEqual(
      ['BMI_BELOW_30_WITHOUT_CONDITION'],
    );
    expect((await save({ symptomsAndConditions: ['made_up'] })).status).toBe(400);
  });
});

describe('continuing on another device', () => {
  it('finds the latest intake by phone with a texted code and hands over a fresh token', async () => {
    const draft = await startIntake(t.app, { ...PROFILE, email: 'device@example.test', phone: '(202) 555-0177' });
    const first = await call(t.app, { method: 'GET', url: '/patients/get-patient-questionnaire-by-phone/2025550177' });
    expect(first.body.data).toEqual({ codeSent: true, maskedPhone: '•••-•••-0177' });
    const sms = await call(t.app, { method: 'GET', url: `/dev/outbox?to=${encodeURIComponent('+12025550177')}&limit=1` });
    const message = (sms.body.data as unknown as { channel: string; body: string }[])[0];
    expect(message.channel).toBe('sms');
    const code = /\d{6}/.exec(message.body)![0];
    const found = await call(t.app, { method: 'GET', url: `/patients/get-patient-questionnaire-by-phone/2025550177?code=${code}` });
    const data = found.body.data as unknown as { renewalToken: string; intake: { id: string; profile: { email: string } } };
    expect(data.intake).toMatchObject({ id: draft.id, profile: { email: 'device@example.test' } });
    const withNew = await call(t.app, {
      method: 'GET',
      url: `/patients/get-patient-questionnaire/${draft.id}`,
      headers: { 'x-intake-token': data.renewalToken },
    });
    expect(withNew.status).toBe(200);
    const withOld = await call(t.app, {
      method: 'GET',
      url: `/patients/get-patient-questionnaire/${draft.id}`,
      headers: { 'x-intake-token': draft.token },
    });
    expect(withOld.status).toBe(404);
    const reused = await call(t.app, { method: 'GET', url: `/patients/get-patient-questionnaire-by-phone/2025550177?code=${code}` });
    expect(reused.status).toBe(401);
  });
});

describe('uploads', () => {
  it('gives an intake a signed upload link; the file lands; a tampered link is refused', async () => {
    const draft = await startIntake(t.app, { ...PROFILE, email: 'upload@example.test' });
    const link = await call(t.app, {
      method: 'GET',
      url: `/storage/upload-link?purpose=photo-id&contentType=image/png&fileName=id.png&intakeId=${draft.id}`,
      headers: { 'x-intake-token': draft.token },
    });
    expect(link.status).toBe(200);
    const { uploadUrl, key } = link.body.data as unknown as { uploadUrl: string; key: string };
    expect(key).toMatch(new RegExp(`^intakes/${draft.id}/photo-id/`));
    const put = await t.app.inject({
      method: 'PUT',
      url: uploadUrl,
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    expect(put.statusCode).toBe(200);
    const row = await t.db.selectFrom('uploads').select(['size_bytes', 'intake_id']).where('key', '=', key).executeTakeFirstOrThrow();
    expect(row).toEqual({ size_bytes: 4, intake_id: draft.id });
    const tampered = await t.app.inject({
      method: 'PUT',
      url: uploadUrl.replace(/signature=[0-9a-f]{4}/, 'signature=0000'),
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from([1]),
    });
    expect(tampered.statusCode).toBe(403);
    const noToken = await call(t.app, {
      method: 'GET',
      url: `/storage/upload-link?purpose=photo-id&contentType=image/png&fileName=id.png&intakeId=${draft.id}`,
    });
    expect(noToken.status).toBe(404);
  });
});

describe('answers helper', () => {
  it('leaves no required question unanswered', async () => {
    const draft = await startIntake(t.app, { ...PROFILE, email: 'helper@example.test' });
    const answers = answersFor(draft.questions);
    expect(Object.keys(answers).length).toBe(draft.questions.length);
  });
});
