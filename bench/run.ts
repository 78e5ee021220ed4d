/**
 * `npm run bench`: the API on loopback, in one run.
 *
 * 1. Fixed cost per request on the demo data: a bare Fastify route doing one indexed read (the reference),
 *    health, /auth/me, a small catalogue read, token refresh and a failed sign-in (argon2id).
 * 2. Each list endpoint at every volume of BENCH_VOLUMES (orders in the database; the volume grows in place,
 *    bench/volume.ts), printed as one table with p50/p95/req/s, the growth ratio and the share of the bare route.
 * 3. At the largest volume, EXPLAIN ANALYZE of every list query the server ran (real statistics): prints each
 *    plan's top nodes and exits non-zero when one reads orders, patients or users with a sequential scan.
 *
 * DATABASE_URL unset: in-memory PGlite, volumes 10,000 and 100,000 by default (seeding a million rows into the
 * embedded database takes long and most of its memory). DATABASE_URL=postgres://...: that database (a throwaway
 * one: the bench seeds it; BENCH_RESET=true drops its public schema first), volumes 10,000 and 1,000,000.
 * BENCH_ONLY=<regular expression> measures only the list cases whose name matches (e.g. BENCH_ONLY=outcomes).
 * BENCH_REUSE=true keeps a database this bench already seeded (grown only if it holds fewer orders than a volume):
 * one run per volume, e.g. BENCH_VOLUMES=10000 on one database and BENCH_VOLUMES=1000000 on another.
 * The server runs in a child process (bench/server.ts); requests are bounded in count and time. BENCH_CPU_PROF=<dir>
 * writes the server's CPU profile of each volume's list cases there (the .cpuprofile of `node --cpu-prof`; sum it
 * with `node --import tsx bench/profile-summary.ts <file>`).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formatResult, measure, request, type Reply, type Result } from './load';
import type { PlanReport } from './plans';
import { planLines, volumeTable } from './report';
import type { Command, ServerInfo } from './server';
import { findPositions, listCases, type Positions } from './cases';
import { formatExport, measureExport } from './export-memory';

const postgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const VOLUMES = (process.env.BENCH_VOLUMES ?? (postgres ? '10000,1000000' : '10000,100000')).split(',').filter(Boolean).map(Number);
const REQUESTS = env('BENCH_REQUESTS', 1000);
const LIST_REQUESTS = env('BENCH_LIST_REQUESTS', 500);
const CONCURRENCY = env('BENCH_CONCURRENCY', 10);
const CASE_SECONDS = env('BENCH_CASE_SECONDS', 15);
const PASSWORD = 'Demo-password-1';

// The whole run stops by itself, whatever happens.
const watchdog = setTimeout(() => fail(`stopped after ${env('BENCH_MAX_MINUTES', 60)} minutes`), env('BENCH_MAX_MINUTES', 60) * 60_000);
watchdog.unref();

// BENCH_CPU_PROF=<dir>: the server's CPU profile of the list cases (the volumes' reference and lists), one file per volume.
const profileDir = process.env.BENCH_CPU_PROF;
const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), { stdio: 'inherit' });
const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
let nextId = 0;
let closing = false;
const ready = new Promise<ServerInfo>((resolve) => {
  child.on('message', (m: { ready?: ServerInfo; id?: number; result?: unknown; error?: string }) => {
    if (m.ready) return resolve(m.ready);
    const call = pending.get(m.id!);
    pending.delete(m.id!);
    if (m.error) call?.reject(new Error(m.error));
    else call?.resolve(m.result);
  });
});
child.on('exit', (code) => {
  if (!closing) fail(`the bench server exited (code ${code})`);
});
function fail(message: string): never {
  console.error(`bench: ${message}`);
  child.kill();
  process.exit(1);
}
const rpc = <T>(command: Command) =>
  new Promise<T>((resolve, reject) => {
    const id = ++nextId;
    pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
    child.send({ id, ...command });
  });

const server = await ready;
const api = server.api;
const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function signIn(email: string) {
  await request(`${api}/auth/login`, { method: 'POST', body: { email, password: PASSWORD } });
  const outbox = JSON.parse((await request(`${api}/dev/outbox?to=${encodeURIComponent(email)}&limit=1`)).body) as {
    data: { body: string }[];
  };
  const code = /\d{6}/.exec(outbox.data[0].body)![0];
  const verified = await request(`${api}/auth/verify-otp`, { method: 'POST', body: { email, code } });
  return (JSON.parse(verified.body) as { data: { accessToken: string; refreshToken: string } }).data;
}

/** Warm-up requests per connection of the case's concurrency: past PostgreSQL's five custom plans of a statement. */
const WARMUP_PER_CONNECTION = 8;

type Cpu = { server: number; serverKernel: number; database: number | null };
/** One case under load, with the CPU time the server and the database spent per request on it. */
const run = async (name: string, one: () => Promise<Reply>, options: { total?: number; concurrency?: number; expect?: number } = {}) => {
  const settings = { total: REQUESTS, concurrency: CONCURRENCY, ...options, maxSeconds: CASE_SECONDS };
  // The warm-up runs outside the CPU reading, at the case's concurrency, so that every connection of the server's pool
  // has run the case's statements often enough to keep their generic plans (PostgreSQL plans a prepared statement for
  // its values five times, then decides): what a server that has been up for a while spends, not the first minute.
  // A warm-up of 20 requests one after another warmed one connection; the other nine then planned each statement six
  // times within the measured requests (8.6 ms a plan for the audit log's count by actor over its 77 partitions).
  await measure(
    `${name} (warm-up)`,
    { total: settings.concurrency * WARMUP_PER_CONNECTION, concurrency: settings.concurrency, maxSeconds: CASE_SECONDS },
    one,
  );
  const before = await rpc<Cpu>({ cmd: 'cpu' });
  const result = await measure(name, settings, one);
  const after = await rpc<Cpu>({ cmd: 'cpu' });
  const per = (a: number, b: number) => (b - a) / Math.max(1, result.requests);
  const database = before.database === null || after.database === null ? null : per(before.database, after.database);
  return {
    ...result,
    cpu: { server: per(before.server, after.server), serverKernel: per(before.serverKernel, after.serverKernel), database },
  };
};

console.log(
  `Node ${process.version}, ${server.kind}, loopback, concurrency ${CONCURRENCY}, at most ${REQUESTS} requests (lists ${LIST_REQUESTS}) or ${CASE_SECONDS} s per case`,
);
console.log('\nFixed cost per request (demo data):');
const admin = await signIn('admin@demo.test');
const doctor = await signIn('doctor@demo.test');
const patient = await signIn('patient@demo.test');
const fixed: [string, () => Promise<Reply>, { total?: number; concurrency?: number; expect?: number }?][] = [
  ['GET bare route (reference)', () => request(server.bare)],
  ['GET /health', () => request(`${api}/health`)],
  ['GET /auth/me', () => request(`${api}/auth/me`, auth(admin.accessToken))],
  ['GET /patients/product-variations', () => request(`${api}/patients/product-variations`)],
  ['POST /auth/refresh-token', refresh(admin.refreshToken), { total: Math.min(REQUESTS, 300), concurrency: 1 }],
  // A wrong password: the argon2id verification is the cost being measured.
  [
    'POST /auth/login (401)',
    () => request(`${api}/auth/login`, { method: 'POST', body: { email: 'sales@demo.test', password: 'wrong-password-x' } }),
    { total: 50, concurrency: 2, expect: 401 },
  ],
];
for (const [name, one, options] of fixed) console.log(formatResult(await run(name, one, options)));

function refresh(first: string) {
  let token = first;
  return async () => {
    const reply = await request(`${api}/auth/refresh-token`, { method: 'POST', body: { refreshToken: token } });
    token = (JSON.parse(reply.body) as { data: { refreshToken: string } }).data.refreshToken;
    return reply;
  };
}

const tokens = { admin, doctor, patient, partner: await signIn('harbor@demo.test'), care: await signIn('care@demo.test') };
// BENCH_ONLY=<regular expression>: only the list cases whose name matches it.
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const cases = listCases(tokens).filter((c) => !only || only.test(c.name));

const bare = new Map<number, Result>();
const rows = cases.map((c) => ({ name: c.name, byVolume: new Map<number, Result>() }));
let positions!: Positions; // set by each volume, before its cases
const n = (value: number) => value.toLocaleString('en-US');
for (const volume of VOLUMES) {
  const started = Date.now();
  const added = await rpc<{ orders: number; audit: number; messages: number; tasks: number; activities: number; outcomeSummaryMs: number }>(
    {
      cmd: 'grow',
      orders: volume,
    },
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `\n${volume.toLocaleString('en-US')} orders (added in ${seconds} s: ${n(added.orders)} orders, ${n(added.audit)} audit rows, ${n(added.messages)} chat messages, ${n(added.tasks)} care tasks, ${n(added.activities)} activities; outcome summary pass ${n(added.outcomeSummaryMs)} ms):`,
  );
  positions = await findPositions(api, tokens);
  if (profileDir) await rpc({ cmd: 'profile', file: `${profileDir}/lists-${volume}-${Date.now()}.cpuprofile` });
  bare.set(volume, await run('GET bare route (reference)', () => request(server.bare)));
  console.log(formatResult(bare.get(volume)!));
  for (const [i, c] of cases.entries()) {
    if (c.before) await rpc({ cmd: c.before });
    const result = await run(c.name, () => request(`${api}${c.url(positions)}`, auth(c.token)), { total: LIST_REQUESTS });
    rows[i].byVolume.set(volume, result);
    console.log(formatResult(result));
  }
  if (profileDir) console.log(`CPU profile: ${await rpc<string>({ cmd: 'profile' })}`);
  // The audit export's memory (bench/export-memory.ts), unless BENCH_ONLY picks other cases.
  if (!only || only.test('audit log export')) {
    const exported = await measureExport(`${api}/super-admin/audit-logs/export`, admin.accessToken, () => rpc<number>({ cmd: 'rss' }));
    console.log(formatExport(volume, exported));
  }
}
if (VOLUMES.length === 0) {
  // BENCH_VOLUMES= (empty): the fixed cost only.
  closing = true;
  await rpc({ cmd: 'close' }).catch(() => undefined);
  process.exit(0);
}
console.log(`\nServer RSS after the run: ${((await rpc<number>({ cmd: 'rss' })) / 1024 / 1024).toFixed(0)} MiB`);
console.log(`\n${server.kind}, Node ${process.version}, 2 cores, concurrency ${CONCURRENCY}:\n`);
console.log(volumeTable(VOLUMES, rows, bare));

// The plan check, with the statistics of the largest volume.
const largest = VOLUMES[VOLUMES.length - 1];
console.log(`\nPlans of the list queries at ${largest.toLocaleString('en-US')} orders (EXPLAIN ANALYZE, real statistics):`);
let seqScans = 0;
const PLAN_TABLES = ['orders', 'patients', 'users', 'audit_logs', 'chat_messages', 'activities', 'care_tasks'];
for (const c of cases) {
  await rpc({ cmd: 'capture' });
  await request(`${api}${c.url(positions)}`, auth(c.token));
  const reports = await rpc<PlanReport[]>({ cmd: 'explain', tables: PLAN_TABLES });
  // On PostgreSQL the statements run prepared, and may keep a generic plan (server/platform/db/preparing-client.ts).
  const generic = server.kind.startsWith('PostgreSQL')
    ? await rpc<PlanReport[]>({ cmd: 'explain', tables: PLAN_TABLES, generic: true })
    : [];
  seqScans += [...reports, ...generic].filter((r) => r.seqScans.length > 0).length;
  console.log(planLines(c.name, reports).join('\n'));
  if (generic.length) console.log(planLines('  its generic plans', generic).join('\n'));
}

closing = true;
await rpc({ cmd: 'close' }).catch(() => undefined);
if (seqScans > 0) {
  console.error(`\nPLAN CHECK FAILED: ${seqScans} list queries read one of ${PLAN_TABLES.join(', ')} with a sequential scan.`);
  process.exit(1);
}
console.log(`\nPlan check passed: no sequential scan of ${PLAN_TABLES.join(', ')} in any list query.`);
process.exit(0);
