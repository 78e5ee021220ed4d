/**
 * `npm run bench` on PostgreSQL, last part: one API instance against two on the same database. Two server/main.ts
 * processes on loopback; the same cases run with every request to the first instance, then round robin over both.
 * Bounded like the rest of the bench (BENCH_REQUESTS, BENCH_CONCURRENCY, BENCH_CASE_SECONDS). On PGlite it says so
 * and exits 0: an embedded database belongs to one process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { formatResult, measure, request, type Reply, type Result } from './load';

const url = process.env.DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(url)) {
  console.log('\nTwo instances: skipped (DATABASE_URL is not a PostgreSQL server; an embedded PGlite serves one process).');
  process.exit(0);
}

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const REQUESTS = env('BENCH_REQUESTS', 1000);
const CONCURRENCY = env('BENCH_CONCURRENCY', 10);
const CASE_SECONDS = env('BENCH_CASE_SECONDS', 15);
const PASSWORD = 'Demo-password-1';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const children: ChildProcess[] = [];
const watchdog = setTimeout(() => stop(1, 'stopped after 10 minutes'), 10 * 60_000);
watchdog.unref();
function stop(code: number, message?: string): never {
  if (message) console.error(`bench (two instances): ${message}`);
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

/** One server/main.ts on the bench's database; its API base once GET /ready answers 200. */
async function start(migrate: boolean) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_DIR: '/nonexistent',
      LOG_LEVEL: 'error',
      PHARMACY_POLL_SECONDS: '0',
      MIGRATE_ON_START: String(migrate),
      OTP_MAX_SENDS: '10000',
      LOGIN_MAX_FAILURES: '10000',
      LOGIN_MAX_FAILURES_PER_IP: '10000',
      ACCESS_TOKEN_TTL_SECONDS: String(6 * 3600),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const api = `http://127.0.0.1:${port}/api/v1`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) stop(1, `an instance exited with ${child.exitCode} while starting`);
    if ((await request(`${api}/ready`).catch(() => undefined))?.status === 200) return api;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return stop(1, 'an instance was not ready within two minutes');
}

const first = await start(true);
const second = await start(false);

async function signIn(email: string) {
  await request(`${first}/auth/login`, { method: 'POST', body: { email, password: PASSWORD } });
  const outbox = JSON.parse((await request(`${first}/dev/outbox?to=${encodeURIComponent(email)}&limit=1`)).body) as {
    data: { body: string }[];
  };
  const code = /\d{6}/.exec(outbox.data[0].body)![0];
  const verified = await request(`${first}/auth/verify-otp`, { method: 'POST', body: { email, code } });
  return (JSON.parse(verified.body) as { data: { accessToken: string } }).data.accessToken;
}
const admin = await signIn('admin@demo.test');
const doctor = await signIn('doctor@demo.test');
const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

type Case = { name: string; one: (api: string) => Promise<Reply>; total?: number; expect?: number };
const cases: Case[] = [
  { name: 'GET /auth/me', one: (api) => request(`${api}/auth/me`, auth(admin)) },
  {
    name: 'doctor queue, page 1',
    one: (api) => request(`${api}/doctors/orders?status=PENDING_REVIEW&sort=createdAt:asc&limit=20&page=1`, auth(doctor)),
    total: Math.min(REQUESTS, 500),
  },
  {
    // argon2id: CPU-bound, where a second process can use the second core.
    name: 'POST /auth/login (401)',
    one: (api) => request(`${api}/auth/login`, { method: 'POST', body: { email: 'sales@demo.test', password: 'wrong-password-x' } }),
    total: 100,
    expect: 401,
  },
];

console.log(
  `\nOne instance against two on the same PostgreSQL database (loopback, concurrency ${CONCURRENCY}, round robin, at most ${REQUESTS} requests or ${CASE_SECONDS} s per case):`,
);
const rows: [string, Result, Result][] = [];
for (const c of cases) {
  const options = { total: c.total ?? REQUESTS, concurrency: CONCURRENCY, maxSeconds: CASE_SECONDS, warmup: 10, expect: c.expect };
  const one = await measure(`${c.name}, one instance`, options, () => c.one(first));
  console.log(formatResult(one));
  let turn = 0;
  const two = await measure(`${c.name}, two instances`, options, () => c.one(turn++ % 2 === 0 ? first : second));
  console.log(formatResult(two));
  rows.push([c.name, one, two]);
}

const ms = (r: Result) => `${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} ms, ${r.rps.toFixed(0)} req/s`;
console.log('\n| case | one instance | two instances | req/s ratio |\n|---|---|---|---:|');
for (const [name, one, two] of rows) console.log(`| ${name} | ${ms(one)} | ${ms(two)} | ${(two.rps / one.rps).toFixed(2)} |`);
const failures = rows.reduce((sum, [, one, two]) => sum + one.failures + two.failures, 0);
stop(failures > 0 ? 1 : 0, failures > 0 ? `${failures} requests failed` : undefined);
