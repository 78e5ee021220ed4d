/**
 * Two API instances on one PostgreSQL database behave as one: requests alternate between them through a patient's
 * whole journey and a doctor's approval. Sessions and refresh rotation, sign-in rate limits, idempotency keys, upload
 * and download links, and the dev outbox all live in the database (or the shared DATA_DIR), not in a process.
 * Needs TEST_POSTGRES_URL (a role that may create databases; `eval "$(scripts/ci-postgres.sh)"`); skipped without it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { answersFor, checkoutBody, PNG_BYTES, PROFILE } from './helpers/intake';
import { CONFIRMED_RX_INFORMATION } from './helpers/orders';
import { signIn, twoInstances } from './helpers/instances';

const ON_POSTGRES = Boolean(process.env.TEST_POSTGRES_URL);
if (!ON_POSTGRES) console.info('two-instances.test.ts skipped: set TEST_POSTGRES_URL (eval "$(scripts/ci-postgres.sh)")');

const DEMO_PASSWORD = 'Demo-password-1';
const PATIENT_PASSWORD = 'a-long-password-1';

describe.skipIf(!ON_POSTGRES)('two instances on one PostgreSQL database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'two-instances-'));
  const running = twoInstances('two_instances', {
    // Uploads on a disk both instances share (a volume in compose.yaml).
    DATA_DIR: dataDir,
    LOGIN_MAX_FAILURES: '4',
    SIGN_UP_MAX_PER_IP: '1000',
    REFRESH_REUSE_GRACE_SECONDS: '0',
  });
  afterAll(async () => {
    // Each instance shuts down cleanly (twoInstances drops the database after).
    expect(await Promise.all([running.a?.stop(), running.b?.stop()])).toEqual([0, 0]);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const email = `two.instances.${Date.now()}@example.test`;
  const state = { intakeId: '', token: '', photoKey: '', orderId: '', doctorToken: '' };

  it('reports both instances ready on the one database', async () => {
    const { a, b } = running;
    for (const api of [a, b]) expect((await api.send('GET', '/ready')).body.data).toMatchObject({ status: 'ready', db: 'ok' });
  });

  it('takes a patient through the intake, an upload and the payment, alternating instances', async () => {
    const { a, b } = running;
    const created = await a.send('POST', '/patients/create-patient-temp-form-questionnaire', { body: { profile: { ...PROFILE, email } } });
    expect(created.status).toBe(201);
    const draft = created.body.data as unknown as {
      intake: { id: string };
      intakeToken: string;
      questionsList: Parameters<typeof answersFor>[0];
    };
    state.intakeId = draft.intake.id;
    state.token = draft.intakeToken;
    const headers = { 'x-intake-token': state.token };

    // An upload link from B, used on A.
    const link = await b.send(
      'GET',
      `/storage/upload-link?purpose=photo-id&contentType=image/png&fileName=id.png&intakeId=${state.intakeId}`,
      {
        headers,
      },
    );
    expect(link.status).toBe(200);
    const { key, uploadUrl } = link.body.data as { key: string; uploadUrl: string };
    const put = await fetch(`${a.origin}${uploadUrl}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG_BYTES });
    expect(put.status).toBe(200);
    state.photoKey = key;

    const photoQuestion = draft.questionsList.find((q) => q.type === 'UPLOAD');
    const answers = answersFor(draft.questionsList, photoQuestion ? { [photoQuestion.key]: key } : {});
    const saved = await b.send('PATCH', `/patients/update-form-questionnaire/${state.intakeId}`, {
      headers,
      body: { answers, currentStep: 'payment' },
    });
    expect(saved.status).toBe(200);

    const checkout = checkoutBody(
      { id: state.intakeId },
      { password: PATIENT_PASSWORD, idempotencyKey: `two-instances-${state.intakeId}` },
    );
    const paid = await a.send('POST', '/patients', { headers, body: checkout });
    expect(paid.status).toBe(201);
    state.orderId = String(paid.body.data?.orderId);
    // The same payment retried on the other instance (a load balancer's retry, a double click): the same order.
    const retried = await b.send('POST', '/patients', { headers, body: checkout });
    expect(retried.status).toBeLessThan(300);
    expect(retried.body.data?.orderId).toBe(state.orderId);
  });

  it('signs the patient in across instances and rotates refresh tokens whichever instance answers', async () => {
    const { a, b } = running;
    const session = await signIn(b, email, { password: PATIENT_PASSWORD, codeFrom: a });
    expect((await a.send('GET', '/auth/me', { token: session.accessToken })).status).toBe(200);

    const first = await a.send('POST', '/auth/refresh-token', { body: { refreshToken: session.refreshToken } });
    expect(first.status).toBe(200);
    const rotated = first.body.data as { accessToken: string; refreshToken: string };
    expect((await b.send('GET', '/auth/me', { token: rotated.accessToken })).status).toBe(200);
    const second = await b.send('POST', '/auth/refresh-token', { body: { refreshToken: rotated.refreshToken } });
    expect(second.status).toBe(200);
    const newest = second.body.data as { accessToken: string; refreshToken: string };

    // The spent token replayed on the other instance is theft: the whole session ends, on both instances.
    const replay = await a.send('POST', '/auth/refresh-token', { body: { refreshToken: rotated.refreshToken } });
    expect([replay.status, replay.body.code]).toEqual([401, 'REFRESH_REUSED']);
    expect((await b.send('POST', '/auth/refresh-token', { body: { refreshToken: newest.refreshToken } })).status).toBe(401);
    expect((await a.send('GET', '/auth/me', { token: newest.accessToken })).status).toBe(401);
  });

  it('counts failed sign-ins across instances (LOGIN_MAX_FAILURES=4)', async () => {
    const { a, b } = running;
    const victim = 'support@demo.test';
    for (const api of [a, b, a, b]) {
      expect((await api.send('POST', '/auth/login', { body: { email: victim, password: 'wrong-password' } })).status).toBe(401);
    }
    const blocked = await a.send('POST', '/auth/login', { body: { email: victim, password: DEMO_PASSWORD } });
    expect([blocked.status, blocked.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect((await b.send('POST', '/auth/login', { body: { email: victim, password: DEMO_PASSWORD } })).status).toBe(429);
  });

  it("lets the doctor review on one instance (the photo ID's link from the other) and approve on the other", async () => {
    const { a, b } = running;
    state.doctorToken = (await signIn(a, 'doctor@demo.test', { codeFrom: b })).accessToken;
    const token = state.doctorToken;
    const queue = await b.send('GET', '/doctors/orders?status=PENDING_REVIEW&limit=100', { token });
    expect((queue.body.data as unknown as { orders: { id: string }[] }).orders.map((o) => o.id)).toContain(state.orderId);

    const photo = await a.send('GET', `/doctors/orders/${state.orderId}/photo-id`, { token });
    expect(photo.status).toBe(200);
    const download = await fetch(`${b.origin}${(photo.body.data as { url: string }).url}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG_BYTES);

    const approved = await b.send('PATCH', `/doctors/orders/${state.orderId}/approve-intake-questions`, {
      token,
      body: { doctorApproveQuestionsStatus: 'APPROVED' },
    });
    expect(approved.status).toBe(200);
    const order = await a.send('GET', `/doctors/orders/${state.orderId}`, { token });
    expect(order.body.data).toMatchObject({ status: 'APPROVED' });
    // Decided once: the same decision again, on the other instance, is refused.
    const again = await a.send('PATCH', `/doctors/orders/${state.orderId}/approve-intake-questions`, {
      token,
      body: { doctorApproveQuestionsStatus: 'APPROVED' },
    });
    expect(again.status).toBe(409);
  });

  it('answers an Idempotency-Key replayed on the other instance with the first answer, and sends the prescription once', async () => {
    const { a, b } = running;
    const token = state.doctorToken;
    const rxInformation = CONFIRMED_RX_INFORMATION;
    expect((await b.send('PATCH', `/doctors/orders/${state.orderId}`, { token, body: { rxInformation } })).status).toBe(200);
    const headers = { 'idempotency-key': `two-instances-rx-${state.orderId}` };
    const first = await a.send('POST', '/doctors/rx-provider/send-prescription', { token, headers, body: { orderId: state.orderId } });
    expect(first.status).toBe(200);
    const replay = await b.send('POST', '/doctors/rx-provider/send-prescription', { token, headers, body: { orderId: state.orderId } });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const { rows } = await running.database.query('SELECT count(*)::int AS n FROM prescriptions WHERE order_id = $1', [state.orderId]);
    expect(rows[0]).toEqual({ n: 1 });
  });
});
