/**
 * What the review page needs beyond the answers: the patient's key facts, their photo ID through a short-lived signed
 * link (authorised by the orders policy, audited), and handing back an order whose patient lives outside the
 * doctor's license states (it leaves the review queue, audited).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOn } from '#server/modules/orders/orders.views';
import { localStorageAdapter } from '#server/platform/adapters/storage';
import { demoPhotoIdPng, putDemoFiles } from '#server/platform/db/seed-files';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { decideIntake } from './helpers/orders';
import { answersFor, checkout, checkoutBody, PNG_BYTES, PROFILE, startIntake, saveAnswers, uploadPhotoId } from './helpers/intake';

let t: TestApp;
const tokens = { doctor: '', medical: '' };
const users = { doctor: '' };

beforeAll(async () => {
  t = await createTestApp();
  const doctor = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
  tokens.doctor = doctor.accessToken;
  users.doctor = doctor.user.id as string;
  tokens.medical = (await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD)).accessToken;
});
afterAll(() => t.close());

type Detail = Record<string, unknown> & { id: string; patientId: string };

const get = (url: string, token = tokens.doctor) => call(t.app, { method: 'GET', url, token });
const detail = async (id: string, token = tokens.doctor) => {
  const res = await get(`/doctors/orders/${id}`, token);
  expect(res.status).toBe(200);
  return res.body.data as Detail;
};
const patch = (id: string, payload: Record<string, unknown>, token = tokens.doctor) =>
  call(t.app, { method: 'PATCH', url: `/doctors/orders/${id}`, token, payload });
const queueIds = async () => {
  const res = await get('/doctors/orders?status=PENDING_REVIEW&sort=createdAt:asc&limit=100');
  const data = res.body.data as unknown as { orders: { id: string }[]; total: number };
  return { ids: data.orders.map((o) => o.id), total: data.total };
};

/** The seeded order under review of a demo patient, with the patient. */
const pendingOrderOf = (email: string) =>
  t.db
    .selectFrom('orders')
    .innerJoin('patients', 'patients.id', 'orders.patient_id')
    .innerJoin('users', 'users.id', 'patients.user_id')
    .select(['orders.id', 'orders.patient_id', 'orders.intake_id', 'orders.status'])
    .where('users.email', '=', email)
    .orderBy('orders.created_at')
    .executeTakeFirstOrThrow();

/** A new patient's paid intake with a photo ID uploaded the way the browser does: the order and the file's key. */
async function orderWithPhotoId(email: string) {
  const draft = await startIntake(t.app, { ...PROFILE, email });
  const key = await uploadPhotoId(t.app, draft);
  const saved = await saveAnswers(t.app, draft, { answers: answersFor(draft.questions, { photo_id: key }), currentStep: 'payment' });
  expect(saved.status).toBe(200);
  const paid = await checkout(t.app, draft, checkoutBody(draft, { idempotencyKey: `review-${email}` }));
  expect(paid.status).toBe(201);
  const order = await t.db
    .selectFrom('orders')
    .select(['id', 'patient_id', 'intake_id'])
    .where('intake_id', '=', draft.id)
    .executeTakeFirstOrThrow();
  return { order, key, draft };
}

describe('ageOn', () => {
  it('counts whole years, a birthday from its day', () => {
    expect(ageOn('1988-03-09', new Date('2026-03-08T23:59:00Z'))).toBe(37);
    expect(ageOn('1988-03-09', new Date('2026-03-09T00:00:00Z'))).toBe(38);
    expect(ageOn('2000-12-31', new Date('2026-01-01T00:00:00Z'))).toBe(25);
    expect(ageOn(null)).toBeNull();
    expect(ageOn('not a date')).toBeNull();
  });
});

describe('the order detail shows the key facts of the patient', () => {
  it('date of birth and age, gender, height, weight and BMI from the intake, the state by name, the license and photo ID', async () => {
    const riley = await pendingOrderOf('riley.thompson@demo.test');
    const order = await detail(riley.id);
    expect(order).toMatchObject({
      dateOfBirth: '1980-01-15',
      age: ageOn('1980-01-15'),
      gender: null,
      heightInches: 66,
      weightPounds: 210,
      bmi: 33.9,
      patientState: 'CA',
      patientStateName: 'California',
      licensedInPatientState: true,
      // The demo intake's answer names its own upload: a drawn ID card (server/platform/db/seed-files.ts).
      photoIdOnFile: true,
      handBack: null,
      handedBackAt: null,
    });
  });

  it("a new patient's own answers: gender, height and weight as given at intake", async () => {
    const { order } = await orderWithPhotoId('facts@example.test');
    expect(await detail(order.id)).toMatchObject({
      dateOfBirth: PROFILE.dateOfBirth,
      age: ageOn(PROFILE.dateOfBirth),
      gender: 'female',
      heightInches: PROFILE.height,
      weightPounds: PROFILE.weight,
      photoIdOnFile: true,
    });
  });
});

describe('the photo ID through a short-lived signed link', () => {
  it('gives a doctor who sees the order a link of a few minutes, audited with who and which patient; the link serves the file', async () => {
    const { order } = await orderWithPhotoId('photo.id@example.test');
    const before = Date.now();
    const res = await get(`/doctors/orders/${order.id}/photo-id`);
    expect(res.status).toBe(200);
    const link = res.body.data as unknown as { url: string; expiresAt: string; contentType: string };
    expect(link.contentType).toBe('image/png');
    const lifetime = new Date(link.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000 + 1_000);
    expect(
      await auditOutcomes(t.db, {
        action: 'PHOTO_ID_LINK',
        resource_id: order.id,
        patient_id: order.patient_id,
        actor_user_id: users.doctor,
      }),
    ).toEqual(['SUCCESS']);

    const file = await t.app.inject({ method: 'GET', url: link.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toContain('no-store');
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
    const key = decodeURI(new URL(link.url, 'http://x').pathname.replace('/api/v1/storage/objects/', ''));
    expect(await auditOutcomes(t.db, { action: 'DOWNLOAD', resource_id: key })).toEqual(['SUCCESS']);

    const tampered = await t.app.inject({ method: 'GET', url: link.url.replace(/signature=[0-9a-f]/, 'signature=z') });
    expect(tampered.statusCode).toBe(403);
  });

  it("opens a demo order's photo ID: the drawn card stored at start-up under the upload its answer names", async () => {
    const riley = await pendingOrderOf('riley.thompson@demo.test');
    expect(await putDemoFiles(t.db, t.app.storage)).toBeGreaterThan(0);
    const res = await get(`/doctors/orders/${riley.id}/photo-id`);
    expect(res.status).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: (res.body.data as unknown as { url: string }).url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(demoPhotoIdPng())).toBe(true);
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses a link that has expired, and one signed for another file', () => {
    const storage = localStorageAdapter('/tmp/unused', 'a-secret-of-at-least-32-characters-long');
    const expired = Math.floor(Date.now() / 1000) - 1;
    return storage.createDownload({ key: 'intakes/a/photo-id/x.png', contentType: 'image/png', ttlSeconds: 300 }).then((link) => {
      const query = new URL(link.url, 'http://x').searchParams;
      const expires = Number(query.get('expires'));
      expect(storage.verifyDownloadSignature('intakes/a/photo-id/x.png', expires, query.get('signature')!)).toBe(true);
      expect(storage.verifyDownloadSignature('intakes/b/photo-id/x.png', expires, query.get('signature')!)).toBe(false);
      expect(storage.verifyDownloadSignature('intakes/a/photo-id/x.png', expired, query.get('signature')!)).toBe(false);
    });
  });

  it('answers 404 to a doctor who does not see the order, and audits the refusal', async () => {
    const { order } = await orderWithPhotoId('not.yours@example.test');
    const res = await get(`/doctors/orders/${order.id}/photo-id`, tokens.medical);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('storage/objects');
    expect(await auditOutcomes(t.db, { action: 'PHOTO_ID_LINK', resource_id: order.id })).toEqual(['DENIED']);
  });

  it("gives no link when no file arrived, or when the answer names another patient's file", async () => {
    const riley = await pendingOrderOf('riley.thompson@demo.test');
    const questions = await t.db.selectFrom('questions').select(['id', 'key']).where('key', '=', 'photo_id').execute();
    const answerPhotoId = async (key: string) => {
      const intake = await t.db.selectFrom('intakes').select('answers').where('id', '=', riley.intake_id!).executeTakeFirstOrThrow();
      const answers = { ...intake.answers, ...Object.fromEntries(questions.map((q) => [q.id, key])) };
      await t.db
        .updateTable('intakes')
        .set({ answers: JSON.stringify(answers) })
        .where('id', '=', riley.intake_id!)
        .execute();
    };

    // An answer naming a file that never arrived.
    await answerPhotoId('intake/photo-id/never-arrived.png');
    expect((await detail(riley.id)).photoIdOnFile).toBe(false);
    expect((await get(`/doctors/orders/${riley.id}/photo-id`)).status).toBe(404);

    // An answer naming another patient's file.
    const { key } = await orderWithPhotoId('someone.else@example.test');
    await answerPhotoId(key);
    expect((await detail(riley.id)).photoIdOnFile).toBe(false);
    const res = await get(`/doctors/orders/${riley.id}/photo-id`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No photo ID is on file for this order');
  });
});

describe('handing an order back for reassignment', () => {
  const reason = 'The patient moved to Oregon, where I am not licensed.';

  it('is refused while the doctor is licensed in the patient’s state, and changes nothing', async () => {
    const morgan = await pendingOrderOf('morgan.avery@demo.test');
    const res = await patch(morgan.id, { handBack: { reason } });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('LICENSED_IN_STATE');
    expect(res.body.message).toMatch(/^You are licensed in CA/);
    const row = await t.db.selectFrom('orders').select('handed_back_at').where('id', '=', morgan.id).executeTakeFirstOrThrow();
    expect(row.handed_back_at).toBeNull();
    expect(await auditOutcomes(t.db, { action: 'HAND_BACK', resource_id: morgan.id })).toEqual([]);
  });

  it('is refused for an order no longer under review, even outside the license states', async () => {
    const quinn = await pendingOrderOf('quinn.marshall@demo.test');
    expect(quinn.status).toBe('DENIED');
    await t.db.updateTable('patients').set({ state: 'OR' }).where('id', '=', quinn.patient_id).execute();
    const res = await patch(quinn.id, { handBack: { reason } });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('NOT_UNDER_REVIEW');
    expect(res.body.message).toContain('only an order under review can be handed back');
  });

  it('refuses a hand-back without a reason or with other changes (400), and answers 404 for another doctor’s order', async () => {
    const riley = await pendingOrderOf('riley.thompson@demo.test');
    expect((await patch(riley.id, { handBack: { reason: ' ' } })).status).toBe(400);
    expect((await patch(riley.id, { handBack: { reason }, doctorNote: 'Also this.' })).status).toBe(400);
    expect((await patch(riley.id, { handBack: { reason } }, tokens.medical)).status).toBe(404);
  });

  it('takes the order out of the queue, keeps who, when and why, audits it, and leaves it readable in the order history', async () => {
    const riley = await pendingOrderOf('riley.thompson@demo.test');
    // The patient moved out of the doctor's license states.
    await t.db.updateTable('patients').set({ state: 'OR' }).where('id', '=', riley.patient_id).execute();
    const before = await detail(riley.id);
    expect(before).toMatchObject({ licensedInPatientState: false, patientStateName: 'Oregon', handBack: null });
    const queued = await queueIds();
    expect(queued.ids).toContain(riley.id);

    const res = await patch(riley.id, { handBack: { reason } });
    expect(res.status).toBe(200);
    const after = res.body.data as Detail;
    expect(after).toMatchObject({ status: 'PENDING_REVIEW', handBack: { doctorName: 'Dr. Dana Whitfield', reason } });
    expect(after.handedBackAt).toEqual((after.handBack as { at: string }).at);

    const row = await t.db
      .selectFrom('orders')
      .innerJoin('doctors', 'doctors.id', 'orders.handed_back_by')
      .select(['orders.handed_back_at', 'orders.hand_back_reason', 'doctors.user_id'])
      .where('orders.id', '=', riley.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ hand_back_reason: reason, user_id: users.doctor });
    expect(row.handed_back_at).toBeInstanceOf(Date);
    expect(
      await auditOutcomes(t.db, { action: 'HAND_BACK', resource_id: riley.id, patient_id: riley.patient_id, actor_user_id: users.doctor }),
    ).toEqual(['SUCCESS']);

    const requeued = await queueIds();
    expect(requeued.ids).not.toContain(riley.id);
    expect(requeued.total).toBe(queued.total - 1);
    // The general list (another sort takes the other query path) leaves it out of the queue too.
    const byNumber = await get('/doctors/orders?status=PENDING_REVIEW&sort=number:asc&limit=100');
    expect((byNumber.body.data as unknown as { orders: { id: string }[] }).orders.map((o) => o.id)).not.toContain(riley.id);

    const history = await get('/doctors/orders?limit=100');
    const listed = (history.body.data as unknown as { orders: { id: string; handedBackAt: string | null }[] }).orders.find(
      (o) => o.id === riley.id,
    );
    expect(listed?.handedBackAt).toEqual(after.handedBackAt);
    expect((await detail(riley.id)).handBack).toMatchObject({ reason });

    const again = await patch(riley.id, { handBack: { reason } });
    expect(again.status).toBe(409);
    // Nobody decides it before an administrator assigns it.
    const denial = await decideIntake(t, riley.id, tokens.doctor, {
      doctorApproveQuestionsStatus: 'DENIED',
      doctorDenialReason: 'Not licensed.',
    });
    expect(denial.status).toBe(409);
    expect(denial.body.message).toContain('handed back for reassignment');
  });
});
