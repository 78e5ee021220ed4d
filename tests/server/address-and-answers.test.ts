import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateOfZip, US_STATE_ZIPS, zipStateMismatch } from '#contracts/us-zip';
import { US_STATES } from '#server/platform/us-states';
import { addVolume } from '../../bench/volume';
import { call, createTestApp, DEMO_PASSWORD, patientIdByEmail, signIn, type TestApp } from './helpers/app';
import { answersFor, checkout, checkoutBody, countRows, PROFILE, readyIntake, saveAnswers, startIntake } from './helpers/intake';

// Issue 33 item 7: answers and addresses that contradict themselves are refused with a 400 that says why, and nothing changes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NY_ZIP = '10001';

describe('the ZIP prefix table', () => {
  it('covers every state the app lists, and no prefix belongs to two states', () => {
    expect(US_STATE_ZIPS.map((s) => s.code).sort()).toEqual(US_STATES.map((s) => s.code).sort());
    for (let prefix = 0; prefix < 1000; prefix++) {
      const owners = US_STATE_ZIPS.filter((s) => s.prefixes.some(([from, to]) => prefix >= from && prefix <= to));
      expect(owners.length, `prefix ${prefix}`).toBeLessThanOrEqual(1);
    }
  });

  it('places well-known ZIP codes and names the state a wrong one is in', () => {
    expect(stateOfZip('10001')?.code).toBe('NY');
    expect(stateOfZip('94105')?.code).toBe('CA');
    expect(stateOfZip('20500')?.code).toBe('DC');
    expect(stateOfZip('02108')?.code).toBe('MA');
    expect(stateOfZip('73301')?.code).toBe('TX');
    expect(zipStateMismatch('10001', 'CA')).toBe('This ZIP code is in New York, not California');
    expect(zipStateMismatch('00901', 'CA')).toBe('This ZIP code is not in California');
    expect(zipStateMismatch('94105', 'ca')).toBeNull();
  });
});

describe('seeded addresses', () => {
  it("every seeded patient's ZIP code, the volume bench's included, is in the patient's state", async () => {
    await addVolume(t.db, 60);
    const rows = await t.db.selectFrom('patients').select(['id', 'state', 'zipcode', 'city']).where('zipcode', 'is not', null).execute();
    expect(rows.length).toBeGreaterThan(20);
    const wrong = rows.filter((r) => zipStateMismatch(r.zipcode, r.state) !== null || !stateOfZip(r.zipcode!));
    expect(wrong).toEqual([]);
  });
});

describe('ZIP codes against the state', () => {
  it('the intake refuses a New York ZIP for a California address, on the address step and at checkout', async () => {
    const draft = await startIntake(t.app, { ...PROFILE, zipcode: undefined });
    const refused = await saveAnswers(t.app, draft, { profile: { address1: '1 Main St', city: 'Los Angeles', zipcode: NY_ZIP } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This ZIP code is in New York, not California');
    expect(refused.body.details).toEqual([{ path: 'profile.zipcode', message: 'This ZIP code is in New York, not California' }]);
    const read = await call(t.app, {
      method: 'GET',
      url: `/patients/get-patient-questionnaire/${draft.id}`,
      headers: { 'x-intake-token': draft.token },
    });
    expect((read.body.data as { intake: { profile: Record<string, unknown> } }).intake.profile.zipcode).toBeUndefined();

    // A state changed after the address was saved: the checkout refuses to ship there, and charges nothing.
    const ready = await readyIntake(t.app, { ...PROFILE, email: 'moved.state@example.test' });
    expect((await saveAnswers(t.app, ready, { profile: { state: 'NY' } })).status).toBe(200);
    const [orders, payments] = [await countRows(t.db, 'orders'), await countRows(t.db, 'payments')];
    const paid = await checkout(t.app, ready, checkoutBody(ready));
    expect(paid.status).toBe(400);
    expect(paid.body.message).toBe('This ZIP code is in California, not New York');
    expect([await countRows(t.db, 'orders'), await countRows(t.db, 'payments')]).toEqual([orders, payments]);
  });

  it("the patient's own profile, the doctor's and the partner's changes refuse a ZIP of another state", async () => {
    const patient = await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD);
    const own = await call(t.app, { method: 'PUT', url: '/patient/profile', token: patient.accessToken, payload: { zipcode: NY_ZIP } });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('This ZIP code is in New York, not California');
    const moved = await call(t.app, {
      method: 'PUT',
      url: '/patient/profile',
      token: patient.accessToken,
      payload: { state: 'NY', zipcode: NY_ZIP, city: 'New York' },
    });
    expect(moved.status).toBe(200);

    const id = await patientIdByEmail(t.db, 'patient@demo.test');
    const partner = await signIn(t.app, 'partner@demo.test', DEMO_PASSWORD);
    const byPartner = await call(t.app, {
      method: 'PUT',
      url: `/gym-owner/patients/${id}`,
      token: partner.accessToken,
      payload: { state: 'TX' },
    });
    expect(byPartner.status).toBe(400);
    expect(byPartner.body.message).toBe('This ZIP code is in New York, not Texas');

    const doctor = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
    const byDoctor = await call(t.app, {
      method: 'PATCH',
      url: `/doctors/patients/${id}`,
      token: doctor.accessToken,
      payload: { zipcode: '94105' },
    });
    expect(byDoctor.status).toBe(400);
    expect(byDoctor.body.message).toBe('This ZIP code is in California, not New York');
    const row = await t.db.selectFrom('patients').select(['state', 'zipcode']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'NY', zipcode: NY_ZIP });
  });

  it("a doctor's new patient with a ZIP of another state is refused and nothing is created", async () => {
    const doctor = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
    const users = await countRows(t.db, 'users');
    const res = await call(t.app, {
      method: 'POST',
      url: '/doctors/create-new-order',
      token: doctor.accessToken,
      payload: {
        patient: {
          firstName: 'Ada',
          lastName: 'Moreno',
          email: 'ada.moreno@example.test',
          phoneNumber: '(415) 555-0178',
          dateOfBirth: '1990-05-02',
          gender: 'female',
          address1: '20 Pine Street',
          city: 'San Francisco',
          state: 'CA',
          zipcode: NY_ZIP,
        },
        productVariationKey: 'tirzepatide-starter',
        planMonths: 1,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'patient.zipcode', message: 'This ZIP code is in New York, not California' }]);
    expect(await countRows(t.db, 'users')).toBe(users);
  });
});

describe('"None of these" with another answer', () => {
  it('is refused with a 400 naming the question, and the answers stay as they were', async () => {
    const draft = await startIntake(t.app, { ...PROFILE, email: 'none.and.more@example.test' });
    const conditions = draft.questions.find((q) => q.key === 'weight_related_conditions')!;
    const refused = await saveAnswers(t.app, draft, { answers: { [conditions.id]: ['hypertension', 'none'] } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      '"Do you have any of these weight-related conditions?": "None of these" cannot be chosen with another answer',
    );
    const read = await call(t.app, {
      method: 'GET',
      url: `/patients/get-patient-questionnaire/${draft.id}`,
      headers: { 'x-intake-token': draft.token },
    });
    expect((read.body.data as { intake: { answers: Record<string, unknown> } }).intake.answers[conditions.id]).toBeUndefined();

    const alone = await saveAnswers(t.app, draft, { answers: answersFor(draft.questions, { weight_related_conditions: ['none'] }) });
    expect(alone.status).toBe(200);
  });

  it('the legacy onboarding refuses the same contradiction', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/saving-onboarding-options',
      payload: {
        email: 'legacy.none@example.test',
        firstName: 'Lee',
        lastName: 'Nunez',
        medicalConditionsHistory: ['hypertension', 'none'],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('cannot be chosen with another answer');
  });
});
