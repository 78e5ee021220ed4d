/**
 * A small closed-loop HTTP load generator over keep-alive connections (node:http: less client CPU per request
 * than fetch, which matters when client and server share two cores). Bounded by a request count and a deadline.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export type Reply = { status: number; body: string };

export type Result = {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  failures: number;
  /** CPU time per request, µs (bench/cpu.ts): the server's, and a local PostgreSQL server's (null elsewhere). */
  cpu?: { server: number; serverKernel?: number; database: number | null };
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Reply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        agent,
        method: options.method ?? 'GET',
        headers: {
          ...options.headers,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Runs `one` from `concurrency` loops until `total` requests or `maxSeconds` have passed, after `warmup` requests
 * that are not counted. A reply that is not the expected status counts as a failure.
 */
export async function measure(
  name: string,
  options: { total: number; concurrency: number; maxSeconds: number; warmup?: number; expect?: number },
  one: () => Promise<Reply>,
): Promise<Result> {
  const expected = options.expect ?? 200;
  for (let i = 0; i < (options.warmup ?? 0); i++) await one();
  const latencies: number[] = [];
  let failures = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (issued < options.total && performance.now() < deadline) {
        issued++;
        const t0 = performance.now();
        const reply = await one();
        latencies.push(performance.now() - t0);
        if (reply.status !== expected) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { name, requests: latencies.length, rps: latencies.length / seconds, p50: pct(50), p95: pct(95), failures };
}

export function formatResult(r: Result): string {
  const cpu = r.cpu ? `  CPU/req ${cpuText(r.cpu)}` : '';
  return `${r.name.padEnd(34)} ${String(r.requests).padStart(6)} req ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms${cpu}${r.failures ? `  FAILED ${r.failures}` : ''}`;
}

/** "server 410 µs + db 620 µs": CPU time per request. */
export const cpuText = (cpu: NonNullable<Result['cpu']>) =>
  `server ${cpu.server.toFixed(0)} µs${cpu.serverKernel === undefined ? '' : ` (kernel ${cpu.serverKernel.toFixed(0)})`}${cpu.database === null ? '' : ` + db ${cpu.database.toFixed(0)} µs`}`;
