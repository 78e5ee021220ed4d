import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersFor, PROFILE } from './helpers/intake';

/**
 * kill -9 under write load, on a real PostgreSQL server: every acknowledged write is there afterwards, no charge
 * exists without its order, and no prescription is left half-sent. Needs TEST_POSTGRES_URL, a role that may create databases (`.ci/run` starts a throwaway
 * cluster from Debian's packages and sets it; see scripts/ci-postgres.sh). Without it this file is skipped, and says so.
 */
const ADMIN_URL = process.env.TEST_POSTGRES_URL;
const KILLS = 4;
const CLIENTS = 8;

type Reply = { status: number; body: { data?: Record<string, unknown>; message?: string } };

/** The API as one process on a database of its own, killed with SIGKILL and started again. */
class Api {
  child?: ChildProcess;
  exited?: Promise<void>;
  constructor(
    readonly databaseUrl: string,
    readonly port: number,
    readonly env: Record<string, string> = {},
  ) {}

  async start() {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        DATABASE_URL: this.databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(this.port),
        PUBLIC_DIR: '/nonexistent',
        LOG_LEVEL: 'error',
        PHARMACY_POLL_SECONDS: '0',
        SIGN_UP_MAX_PER_IP: '100000',
        // A retry may take over the claim of a killed request after a second (production: two minutes).
        PAYMENT_CLAIM_LEASE_SECONDS: '1',
        ...this.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} while starting`);
      try {
        if ((await fetch(`http://127.0.0.1:${this.port}/api/v1/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the API did not start within a minute');
  }

  async kill() {
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  async stop() {
    this.child?.kill('SIGTERM');
    await this.exited;
  }

  /** A request; undefined when the connection failed or broke (the process is gone). */
  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply | undefined> {
    try {
      const res = await fetch(`http://127.0.0.1:${this.port}/api/v1${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as Reply['body']) : {} };
    } catch {
      return undefined;
    }
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** What the clients were told was done, and how many of their requests the kills cut off. */
const acknowledged = { intakes: [] as string[], answers: [] as string[], orders: [] as { orderId: string; intakeId: string }[] };
let interrupted = 0;

/** A patient's whole journey as a browser makes it, retrying what went unanswered as the patient would. */
async function journey(api: Api, stop: () => boolean): Promise<string | undefined> {
  const email = `durable.${randomUUID()}@example.test`;
  let created: Reply | undefined;
  while (!created) {
    created = await api.send('POST', '/patients/create-patient-temp-form-questionnaire', {
      profile: { ...PROFILE, email, state: 'NY', city: 'New York', zipcode: '10001' },
    });
    if (!created) interrupted += 1;
    if (!created && stop()) return undefined;
    if (!created) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(created.status).toBe(201);
  const data = created.body.data as { intake: { id: string }; intakeToken: string; questionsList: Parameters<typeof answersFor>[0] };
  const intakeId = data.intake.id;
  acknowledged.intakes.push(intakeId);
  const headers = { 'x-intake-token': data.intakeToken };
  const answers = { answers: answersFor(data.questionsList), currentStep: 'payment' };
  const body = {
    intakeId,
    planId: 'monthly',
    productVariationKey: 'semaglutide-starter',
    password: 'a-long-password-1',
    consent: {
      signedName: `${PROFILE.firstName} ${PROFILE.lastName}`,
      telehealthVersion: 'telehealth-consent-2026-11',
      privacyVersion: 'privacy-notice-2026-01',
      agreed: true,
    },
    payment: { card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' } },
    idempotencyKey: `durable-${intakeId}`,
  };
  for (const [step, path, method, payload, done] of [
    ['answers', `/patients/update-form-questionnaire/${intakeId}`, 'PATCH', answers, 200],
    ['checkout', '/patients', 'POST', body, 201],
  ] as const) {
    for (let attempt = 0; ; attempt++) {
      const reply = await api.send(method, path, payload, headers);
      if (reply?.status === done) {
        if (step === 'answers') acknowledged.answers.push(intakeId);
        else acknowledged.orders.push({ orderId: String(reply.body.data?.orderId), intakeId });
        break;
      }
      if (!reply) interrupted += 1;
      // 409: the claim of a request that was killed, until its lease runs out; the retry then takes it over.
      else if (reply.status !== 409 && reply.status !== 503) throw new Error(`${step}: ${reply.status} ${JSON.stringify(reply.body)}`);
      if (attempt > 300) throw new Error(`${step} never went through`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return acknowledged.orders.at(-1)?.orderId;
}

describe.skipIf(!ADMIN_URL)('durability on PostgreSQL (TEST_POSTGRES_URL)', () => {
  const name = `durability_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let db: pg.Client;
  let api: Api;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${name}`;
    api = new Api(url.toString(), await freePort());
    await api.start();
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await api?.stop();
    await db?.end();
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  }, 60_000);

  it(`keeps every acknowledged write and no charge without its order over ${KILLS} kill -9s`, async () => {
    let stopping = false;
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (!stopping) await journey(api, () => stopping);
    });
    for (let kill = 0; kill < KILLS; kill++) {
      await new Promise((resolve) => setTimeout(resolve, 1500 + Math.random() * 1500));
      await api.kill();
      await api.start();
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    stopping = true;
    await Promise.all(clients);

    console.info(
      `durability: ${acknowledged.orders.length} orders acknowledged, ${interrupted} requests cut off or refused by ${KILLS} kills`,
    );
    // The kills did cut requests off, and the clients were told of real work.
    expect(interrupted).toBeGreaterThan(0);
    expect(acknowledged.orders.length).toBeGreaterThan(CLIENTS);

    const intakes = await db.query<{ id: string; status: string; current_step: string | null }>(
      'SELECT id, status, current_step FROM intakes WHERE id = ANY($1)',
      [acknowledged.intakes],
    );
    expect(intakes.rowCount).toBe(acknowledged.intakes.length);
    const byId = new Map(intakes.rows.map((r) => [r.id, r]));
    for (const id of acknowledged.answers) expect(byId.get(id)?.current_step).toBe('payment');

    const orders = await db.query<{ id: string; intake_id: string; payment_status: string; paid: number }>(
      `SELECT o.id, o.intake_id, o.payment_status,
              (SELECT count(*)::int FROM payments p WHERE p.order_id = o.id AND p.status = 'SUCCEEDED' AND p.amount_cents = o.amount_cents) AS paid
         FROM orders o WHERE o.id = ANY($1)`,
      [acknowledged.orders.map((o) => o.orderId)],
    );
    expect(orders.rowCount).toBe(acknowledged.orders.length);
    for (const order of orders.rows) {
      expect(order).toMatchObject({ payment_status: 'PAID', paid: 1 });
      expect(byId.get(order.intake_id)?.status).toBe('SUBMITTED');
    }

    // Nothing half-written: every charge has its order (the clients retried what was cut off), no claim is left
    // pending, and no intake paid twice. (An invoice's charge, such as the demo partner's paid invoice, has no order.)
    const { rows: loose } = await db.query<{ orphans: number; pending: number; twice: number }>(
      `SELECT (SELECT count(*)::int FROM payments WHERE status = 'SUCCEEDED' AND order_id IS NULL AND invoice_id IS NULL) AS orphans,
              (SELECT count(*)::int FROM payments WHERE status = 'PENDING') AS pending,
              (SELECT count(*)::int FROM (SELECT intake_id FROM payments WHERE status = 'SUCCEEDED' AND intake_id IS NOT NULL GROUP BY intake_id HAVING count(*) > 1) x) AS twice`,
    );
    expect(loose[0]).toEqual({ orphans: 0, pending: 0, twice: 0 });
  }, 300_000);
});

/**
 * kill -9 while the doctor sends prescriptions: the sandbox pharmacy answers slowly (TEST_PHARMACY_ANSWER_DELAY_MS),
 * so that kills land between "the pharmacy has it" and "the order is marked sent". After the last restart the
 * pharmacy status job (every second, lease of two seconds) finishes or releases every send the kills interrupted:
 * each order is SENT_TO_PHARMACY with exactly one submission at the pharmacy, or still APPROVED with none.
 */
describe.skipIf(!ADMIN_URL)('prescription sends on PostgreSQL (TEST_POSTGRES_URL)', () => {
  const name = `durability_rx_${process.pid}_${Date.now()}`;
  const ORDERS = 16;
  let admin: pg.Client;
  let db: pg.Client;
  let api: Api;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${name}`;
    api = new Api(url.toString(), await freePort(), {
      JOBS_ENABLED: 'true',
      PHARMACY_POLL_SECONDS: '1',
      PHARMACY_SEND_LEASE_SECONDS: '2',
      PHARMACY_SANDBOX_STEP_SECONDS: '3600',
      TEST_PHARMACY_ANSWER_DELAY_MS: '400',
      REFUND_JOB_SECONDS: '0',
      MESSAGE_RETRY_JOB_SECONDS: '0',
      INVOICE_JOB_SECONDS: '0',
      AUTO_BILLING_JOB_SECONDS: '0',
    });
    await api.start();
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await api?.stop();
    await db?.end();
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  }, 60_000);

  async function doctorToken() {
    const email = 'doctor@demo.test';
    expect((await api.send('POST', '/auth/login', { email, password: 'Demo-password-1' }))?.status).toBe(200);
    const outbox = await api.send('GET', `/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
    const code = /\b(\d{6})\b/.exec((outbox?.body.data as unknown as { body: string }[])[0]?.body ?? '')?.[1];
    const verified = await api.send('POST', '/auth/verify-otp', { email, code });
    expect(verified?.status).toBe(200);
    return String(verified?.body.data?.accessToken);
  }

  /** Prescriptions claimed (SENDING) that the pharmacy already holds: a kill landed between its answer and our record. */
  const caughtMidSend = async () =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM prescriptions rx
          WHERE rx.status = 'SENDING' AND EXISTS (SELECT 1 FROM sandbox_pharmacy_orders s WHERE s.reference = rx.id::text)`,
      )
    ).rows[0]!.n;

  it('leaves every order sent with one submission or approved with none, never stuck, over kill -9s', async () => {
    const orderIds: string[] = [];
    for (let i = 0; i < ORDERS; i++) orderIds.push((await journey(api, () => false))!);
    const auth = { authorization: `Bearer ${await doctorToken()}` };
    const rxInformation = {
      dose: '0.25 mg',
      directions: 'Inject 0.25 mg under the skin once a week, on the same day each week.',
      quantity: 4,
      refills: 0,
      daysSupply: 28,
    };
    for (const id of orderIds) {
      const approved = await api.send(
        'PATCH',
        `/doctors/orders/${id}/approve-intake-questions`,
        { doctorApproveQuestionsStatus: 'APPROVED' },
        auth,
      );
      expect(approved?.status).toBe(200);
      expect((await api.send('PATCH', `/doctors/orders/${id}`, { rxInformation }, auth))?.status).toBe(200);
    }

    // Three doctors' tabs send one order after another; a send cut off by a kill is not retried: the job must finish it.
    const queue = [...orderIds];
    const answered: Record<string, number> = {};
    let sending = true;
    const tabs = Array.from({ length: 3 }, async () => {
      while (sending && queue.length) {
        const orderId = queue.shift()!;
        const reply = await api.send('POST', '/doctors/rx-provider/send-prescription', { orderId }, auth);
        const key = reply ? String(reply.status) : 'cut off';
        answered[key] = (answered[key] ?? 0) + 1;
        if (!reply) await new Promise((resolve) => setTimeout(resolve, 300));
      }
    });
    let caught = 0;
    for (let kill = 0; kill < 3; kill++) {
      await new Promise((resolve) => setTimeout(resolve, 700 + Math.random() * 600));
      await api.kill();
      caught += await caughtMidSend();
      await api.start();
    }
    sending = false;
    await Promise.all(tabs);
    console.info(`durability (prescriptions): sends answered ${JSON.stringify(answered)}; ${caught} caught mid-send by the kills`);
    // The kills did land between the pharmacy's answer and our record of it.
    expect(caught).toBeGreaterThan(0);

    // The job takes over each claim once its lease has run out, and finishes it.
    for (let i = 0; i < 100; i++) {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM prescriptions WHERE status = 'SENDING'`);
      if (rows[0]!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const { rows } = await db.query<{ id: string; status: string; rx_status: string | null; external_id: string | null; held: string[] }>(
      `SELECT o.id, o.status, rx.status AS rx_status, rx.external_id,
              coalesce((SELECT array_agg(s.id) FROM sandbox_pharmacy_orders s WHERE s.reference = rx.id::text), '{}') AS held
         FROM orders o LEFT JOIN prescriptions rx ON rx.order_id = o.id WHERE o.id = ANY($1)`,
      [orderIds],
    );
    expect(rows).toHaveLength(ORDERS);
    const sent = rows.filter((r) => r.status === 'SENT_TO_PHARMACY');
    for (const order of sent) expect(order).toMatchObject({ rx_status: 'RECEIVED', held: [order.external_id] });
    for (const order of rows.filter((r) => r.status !== 'SENT_TO_PHARMACY')) {
      expect(order.status).toBe('APPROVED');
      expect(order.held).toEqual([]);
      expect([null, 'CREATED', 'FAILED']).toContain(order.rx_status);
    }
    expect(sent.length).toBeGreaterThan(0);
  }, 120_000);
});
