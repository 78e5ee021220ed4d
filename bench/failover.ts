/**
 * `npm run bench:failover`: the reference deployment under load through restarts and a crash, on loopback. A throwaway
 * PostgreSQL (scripts/ci-postgres.sh), two server/main.ts instances and Caddy with deploy/Caddyfile (its upstreams and
 * address rewritten). Eight clients, signed in as the demo patient, send a read and every fifth request a write (an
 * activity, with an Idempotency-Key; no answer, a 502 or a 503 is sent once more with the same key, as the web app
 * does). Meanwhile each instance in turn is stopped with SIGTERM and restarted (the rolling restart), then one is
 * killed with SIGKILL and restarted. Prints requests, failures and unacknowledged writes per phase, then checks in the
 * database that every acknowledged write is there exactly once and no write twice. Stops by itself (a watchdog at
 * 4 minutes); skips with a message when Caddy or PostgreSQL cannot be had.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, startServerProcess, type ServerProcess } from './server-process';

const CLIENTS = 8;
const DRAIN_SECONDS = 10;
const PASSWORD = 'Demo-password-1';
const CADDY = '/usr/bin/caddy';

function skip(reason: string): never {
  console.log(`\nFailover bench: skipped (${reason}).`);
  process.exit(0);
}

if (!existsSync(CADDY)) {
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', 'caddy'], { stdio: 'ignore' });
  } catch {
    skip('Caddy is not installed and `apt-get install -y caddy` failed');
  }
  if (!existsSync(CADDY)) skip('Caddy is not installed');
}

let pgDir = '';
let databaseUrl = '';
try {
  const out = execFileSync('scripts/ci-postgres.sh', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  databaseUrl = /TEST_POSTGRES_URL=(\S+)/.exec(out)![1];
  pgDir = /PG_CI_DIR=(\S+)/.exec(out)![1];
} catch (error) {
  skip(`no PostgreSQL: ${(error as Error).message.split('\n')[0]}`);
}

const children = new Set<ChildProcess>();
function cleanUp() {
  for (const child of children) child.kill('SIGKILL');
  if (pgDir) execFileSync('scripts/ci-postgres.sh', ['stop', pgDir], { stdio: 'ignore' });
  pgDir = '';
}
function fail(message: string): never {
  console.error(`bench (failover): ${message}`);
  cleanUp();
  process.exit(1);
}
const watchdog = setTimeout(() => fail('stopped after 4 minutes'), 4 * 60_000);
watchdog.unref();
process.on('SIGINT', () => fail('interrupted'));
process.on('unhandledRejection', (error) => fail(String(error)));
process.on('uncaughtException', (error) => fail(String(error)));

// The bench's own database on the throwaway cluster.
const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();
await admin.query('CREATE DATABASE failover');
await admin.end();
const url = databaseUrl.replace(/\/postgres$/, '/failover');

const ports = [await freePort(), await freePort()];
const instances: (ServerProcess | null)[] = [null, null];
async function startInstance(i: number, migrate: boolean) {
  const started = await startServerProcess(`instance ${i + 1}`, ports[i], {
    DATABASE_URL: url,
    MIGRATE_ON_START: String(migrate),
    TRUST_PROXY: 'true',
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    SHUTDOWN_TIMEOUT_SECONDS: '25',
    OTP_MAX_SENDS: '10000',
    LOGIN_MAX_FAILURES: '10000',
    LOGIN_MAX_FAILURES_PER_IP: '10000',
    ACCESS_TOKEN_TTL_SECONDS: String(3600),
  }).catch((error: Error) => fail(error.message));
  children.add(started.child);
  void started.exited.then(() => children.delete(started.child));
  instances[i] = started;
}
await startInstance(0, true);
await startInstance(1, false);

// Caddy with the reference Caddyfile: loopback upstreams and address, no admin endpoint, the log in a file.
const caddyPort = await freePort();
const dir = mkdtempSync(join(tmpdir(), 'failover-'));
const caddyVersion = execFileSync(CADDY, ['version'], { encoding: 'utf8' }).trim();
const olderCaddy = /^v?2\.[0-6]\./.test(caddyVersion);
let caddyfile = readFileSync('deploy/Caddyfile', 'utf8')
  .replace('auto_https off', 'auto_https off\n\tadmin off')
  .replace(/^http:\/\/localhost:8080.*\{$/m, `http://127.0.0.1:${caddyPort} {`)
  .replace('api-1:3000 api-2:3000', `127.0.0.1:${ports[0]} 127.0.0.1:${ports[1]}`)
  .replace(/output stdout/, `output file ${join(dir, 'caddy.log')}`);
// Caddy before 2.7 has no health_fails/health_passes: one failed check takes an instance out there.
if (olderCaddy) caddyfile = caddyfile.replace(/^\s*health_(fails|passes) .*$/gm, '');
writeFileSync(join(dir, 'Caddyfile'), caddyfile);
const caddy = spawn(CADDY, ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], { stdio: 'ignore' });
children.add(caddy);
const base = `http://127.0.0.1:${caddyPort}/api/v1`;

// The client: keep-alive connections to Caddy, as a browser keeps them.
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });
type Reply = { status: number; body: string } | { status: 0; error: string };
function send(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      `${base}${path}`,
      {
        agent,
        method,
        timeout: 20_000,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (error) => resolve({ status: 0, error: error.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer in 20 s')));
    req.on('error', (error) => resolve({ status: 0, error: error.message }));
    req.end(payload);
  });
}

const outcome = (r: Reply) => ('error' in r ? `no answer (${r.error})` : `${r.status}`);

for (let i = 0; (await send('GET', '/ready', {})).status !== 200; i++) {
  if (i > 100) fail('Caddy did not answer through to an instance');
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await send('POST', '/auth/login', {}, { email: 'patient@demo.test', password: PASSWORD });
const outbox = await send('GET', '/dev/outbox?to=patient%40demo.test&limit=1', {});
const message = 'body' in outbox ? (JSON.parse(outbox.body) as { data: { body: string }[] }).data[0]?.body : '';
const code = /\b(\d{6})\b/.exec(message ?? '')?.[1] ?? fail('no sign-in code in the outbox');
const verified = await send('POST', '/auth/verify-otp', {}, { email: 'patient@demo.test', code });
if (verified.status !== 200) fail(`sign-in failed: ${outcome(verified)}`);
const token = (JSON.parse('body' in verified ? verified.body : '{}') as { data: { accessToken: string } }).data.accessToken;
const auth = { authorization: `Bearer ${token}` };

// The load: each client in a loop until `running` is false.
type Phase = 'rolling restart' | 'kill';
let phase: Phase = 'rolling restart';
let running = true;
const stats: Record<Phase, { requests: number; failed: Record<string, number>; resent: number; writes: number; unacknowledged: number }> = {
  'rolling restart': { requests: 0, failed: {}, resent: 0, writes: 0, unacknowledged: 0 },
  kill: { requests: 0, failed: {}, resent: 0, writes: 0, unacknowledged: 0 },
};
const acknowledged: string[] = [];
const unacknowledged: string[] = [];
const runId = randomUUID().slice(0, 8);
const today = new Date().toISOString().slice(0, 10);
const resendable = (r: Reply) => r.status === 0 || r.status === 502 || r.status === 503;

async function client(n: number) {
  for (let i = 0; running; i++) {
    const p = stats[phase];
    p.requests += 1;
    if (i % 5 === 4) {
      const name = `failover-${runId}-${n}-${i}`;
      const headers = { ...auth, 'idempotency-key': randomUUID() };
      const body = { activityType: 'WALKING', name, duration: 10, date: today };
      p.writes += 1;
      let reply = await send('POST', '/activities', headers, body);
      if (resendable(reply)) {
        p.resent += 1;
        reply = await send('POST', '/activities', headers, body);
      }
      if (reply.status === 201) acknowledged.push(name);
      else {
        unacknowledged.push(name);
        p.unacknowledged += 1;
        p.failed[`POST ${outcome(reply)}`] = (p.failed[`POST ${outcome(reply)}`] ?? 0) + 1;
      }
    } else {
      let reply = await send('GET', '/activities?limit=5', auth);
      if (resendable(reply)) {
        p.resent += 1;
        reply = await send('GET', '/activities?limit=5', auth);
      }
      if (reply.status !== 200) p.failed[`GET ${outcome(reply)}`] = (p.failed[`GET ${outcome(reply)}`] ?? 0) + 1;
    }
  }
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const log = (message: string) => console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${message}`);
const started = Date.now();
const load = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));

async function stopAndRestart(i: number, signal: 'SIGTERM' | 'SIGKILL') {
  const instance = instances[i]!;
  log(`${signal} instance ${i + 1}`);
  instance.child.kill(signal);
  const code = await instance.exited;
  log(`instance ${i + 1} exited (${code ?? signal})`);
  await startInstance(i, false);
  log(`instance ${i + 1} ready again`);
}

await sleep(3);
await stopAndRestart(0, 'SIGTERM');
await sleep(4);
await stopAndRestart(1, 'SIGTERM');
await sleep(3);
// The kill's phase starts a second before it, so that the requests in flight when it lands count there.
phase = 'kill';
await sleep(1);
await stopAndRestart(0, 'SIGKILL');
await sleep(4);
running = false;
await load;
const seconds = (Date.now() - started) / 1000;
log('load stopped');

// Every acknowledged write exactly once; no write twice.
const db = new pg.Client({ connectionString: url });
await db.connect();
const rows = await db.query<{ name: string; n: string }>(
  'SELECT name, count(*)::text AS n FROM activities WHERE name LIKE $1 GROUP BY name',
  [`failover-${runId}-%`],
);
await db.end();
const counts = new Map(rows.rows.map((r) => [r.name, Number(r.n)]));
const missing = acknowledged.filter((name) => counts.get(name) !== 1);
const twice = [...counts].filter(([, n]) => n > 1).map(([name]) => name);
const appliedUnacknowledged = unacknowledged.filter((name) => counts.get(name) === 1).length;

console.log(
  `\nFailover bench (${caddyVersion.split(' ')[0]}${olderCaddy ? ', without health_fails' : ''}; ${CLIENTS} clients, ${seconds.toFixed(0)} s, drain ${DRAIN_SECONDS} s):`,
);
console.log('| phase | requests | not 2xx (after one retry) | retried once | writes | writes not acknowledged |');
console.log('|---|---:|---|---:|---:|---:|');
for (const [name, p] of Object.entries(stats)) {
  const failed =
    Object.entries(p.failed)
      .map(([what, n]) => `${n} ${what}`)
      .join(', ') || '0';
  console.log(`| ${name} | ${p.requests} | ${failed} | ${p.resent} | ${p.writes} | ${p.unacknowledged} |`);
}
console.log(
  `\nIn the database: ${acknowledged.length} acknowledged writes, ${missing.length} missing or not exactly once; ` +
    `${twice.length} writes applied twice; of ${unacknowledged.length} unacknowledged, ${appliedUnacknowledged} applied (once).`,
);
cleanUp();
const failures = Object.values(stats).some((p) => Object.keys(p.failed).length > 0);
// Caddy's log stays only when something failed: it says why ("no upstreams available", a dial error, ...).
if (failures || missing.length || twice.length) console.log(`Caddy's log: ${join(dir, 'caddy.log')}`);
else rmSync(dir, { recursive: true, force: true });
process.exit(missing.length === 0 && twice.length === 0 ? 0 : 1);
