/**
 * `npm run bench` on PostgreSQL, last part: one API instance against two on the same database. Two server/main.ts
 * processes on loopback; the same cases run with every request to the first instance, then round robin over both.
 * Bounded like the rest of the bench (BENCH_REQUESTS, BENCH_CONCURRENCY, BENCH_CASE_SECONDS). On PGlite it says so
 * and exits 0: an embedded database belongs to one process.
 */
import type { ChildProcess } from 'node:child_process';
import { formatResult, measure, request, type Reply, type Result } from './load';
import { freePort, startServerProcess } from './server-process';

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
  const started = await startServerProcess('an instance', await freePort(), {
    DATABASE_URL: url,
    MIGRATE_ON_START: String(migrate),
    OTP_MAX_SENDS: '10000',
    LOGIN_MAX_FAILURES: '10000',
    LOGIN_MAX_FAILURES_PER_IP: '10000',
    ACCESS_TOKEN_TTL_SECONDS: String(6 * 3600),
  }).catch((error: Error) => stop(1, error.message));
  children.push(started.child);
  return `${started.origin}/api/v1`;
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
