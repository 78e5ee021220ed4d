/**
 * Benchmarks the API on loopback with the embedded database: sign-in, token refresh and an
 * authenticated read. Bounded in request count and time; stops by itself. `npm run bench`.
 */
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/platform/config';
import { migrateToLatest, openDatabase } from '../server/platform/db/client';
import { ensureReferenceData } from '../server/platform/db/reference-data';
import { DEMO_PASSWORD, seedDemoData } from '../server/platform/db/seed';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const MAX_SECONDS = 60;

const config = loadConfig(
  { NODE_ENV: 'test' },
  { LOG_LEVEL: 'silent', PUBLIC_DIR: '/nonexistent', PHARMACY_POLL_SECONDS: 0, OTP_MAX_SENDS: 10_000, LOGIN_MAX_FAILURES: 10_000 },
);
const database = await openDatabase({ url: 'memory://', dataDir: '' });
await migrateToLatest(database.db);
await ensureReferenceData(database.db);
await seedDemoData(database.db);
const app = await buildApp({ config, db: database.db, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;

const post = (path: string, body: unknown, token?: string) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function signIn(email = 'admin@demo.test') {
  await post('/auth/login', { email, password: DEMO_PASSWORD });
  const outbox = (await (await fetch(`${base}/dev/outbox?to=${email}&limit=1`)).json()) as { data: { body: string }[] };
  const code = /\d{6}/.exec(outbox.data[0].body)![0];
  return ((await (await post('/auth/verify-otp', { email, code })).json()) as { data: { accessToken: string; refreshToken: string } }).data;
}

async function measure(name: string, total: number, concurrency: number, one: () => Promise<Response>) {
  const latencies: number[] = [];
  const deadline = performance.now() + MAX_SECONDS * 1000;
  let issued = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < total && performance.now() < deadline) {
        issued++;
        const t0 = performance.now();
        const res = await one();
        await res.arrayBuffer();
        if (res.status >= 500) failures++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  console.log(
    `${name.padEnd(32)} ${String(latencies.length).padStart(6)} req  ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${pct(50)} ms  p95 ${pct(95)} ms  5xx ${failures}`,
  );
}

const session = await signIn();
console.log(`Node ${process.version}, in-memory PGlite, ${REQUESTS} requests per case, concurrency ${CONCURRENCY}`);
await measure('GET /auth/me', REQUESTS, CONCURRENCY, () =>
  fetch(`${base}/auth/me`, { headers: { authorization: `Bearer ${session.accessToken}` } }),
);
await measure('GET /health', REQUESTS, CONCURRENCY, () => fetch(`${base}/health`));
const patient = await signIn('patient@demo.test');
await measure('GET /patient/orders', REQUESTS, CONCURRENCY, () =>
  fetch(`${base}/patient/orders?page=1&limit=10`, { headers: { authorization: `Bearer ${patient.accessToken}` } }),
);
await measure('GET /patients/product-variations', REQUESTS, CONCURRENCY, () => fetch(`${base}/patients/product-variations`));
// The prescription queue over 20,000 orders of the doctor's patients: paginated, filtered and sorted in SQL.
await sql`
  INSERT INTO orders (patient_id, partner_id, doctor_id, product_variation_key, amount_cents, status, created_at)
  SELECT o.patient_id, o.partner_id, o.doctor_id, o.product_variation_key, o.amount_cents,
         (ARRAY['PENDING_REVIEW','APPROVED','SENT_TO_PHARMACY','DELIVERED'])[1 + n % 4], now() - n * interval '1 minute'
  FROM generate_series(1, 20000) AS n, LATERAL (SELECT * FROM orders ORDER BY number LIMIT 1) AS o`.execute(database.db);
await sql`ANALYZE`.execute(database.db);
const doctor = await signIn('doctor@demo.test');
const asDoctor = { headers: { authorization: `Bearer ${doctor.accessToken}` } };
await measure('GET /doctors/orders (queue)', REQUESTS, CONCURRENCY, () =>
  fetch(`${base}/doctors/orders?status=PENDING_REVIEW&sort=createdAt:asc&page=50&limit=20`, asDoctor),
);
await measure('GET /doctors/orders?search=', Math.min(REQUESTS, 500), CONCURRENCY, () =>
  fetch(`${base}/doctors/orders?search=Riley&limit=20`, asDoctor),
);
let refreshToken = session.refreshToken;
await measure('POST /auth/refresh-token', Math.min(REQUESTS, 500), 1, async () => {
  const res = await post('/auth/refresh-token', { refreshToken });
  const body = (await res.clone().json()) as { data: { refreshToken: string } };
  refreshToken = body.data.refreshToken;
  return res;
});
// A wrong password: the argon2id verification is the cost being measured (the 401s are expected).
await measure('POST /auth/login (401)', 50, 2, () => post('/auth/login', { email: 'sales@demo.test', password: 'wrong-password-x' }));
console.log(`RSS after run: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`);

await app.close();
await database.close();
