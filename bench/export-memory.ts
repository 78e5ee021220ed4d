/**
 * The HIPAA audit log's CSV export (GET /super-admin/audit-logs/export: 100,000 rows at most, read from SQL in
 * batches of 500 and streamed) measured for memory: the server's resident set sampled every 50 ms while the file is
 * downloaded, slowly enough that the server would have to hold what it cannot send. Constant memory means the peak
 * is the same whether the log holds a million rows or a hundred million, and whatever the file's size.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export type ExportMemory = { rows: number; bytes: number; seconds: number; rssBeforeMiB: number; rssPeakMiB: number };

export async function measureExport(url: string, token: string, rss: () => Promise<number>): Promise<ExportMemory> {
  const mib = (bytes: number) => bytes / 1024 / 1024;
  const before = await rss();
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rss());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const { bytes, rows } = await new Promise<{ bytes: number; rows: number }>((resolve, reject) => {
    http
      .get(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`export answered ${res.statusCode}`));
        let size = 0;
        let lines = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          for (const byte of chunk) if (byte === 10) lines += 1;
          // A slow reader: the stream must wait for it (backpressure) instead of buffering the file.
          res.pause();
          setTimeout(() => res.resume(), 1);
        });
        res.on('end', () => resolve({ bytes: size, rows: lines - 1 }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  return { rows, bytes, seconds, rssBeforeMiB: mib(before), rssPeakMiB: mib(peak) };
}

export const formatExport = (volume: number, m: ExportMemory) =>
  `audit log export at ${volume.toLocaleString('en-US')} orders: ${m.rows.toLocaleString('en-US')} rows, ` +
  `${(m.bytes / 1024 / 1024).toFixed(1)} MiB in ${m.seconds.toFixed(1)} s; server RSS ${m.rssBeforeMiB.toFixed(0)} MiB ` +
  `before, ${m.rssPeakMiB.toFixed(0)} MiB at the peak (+${(m.rssPeakMiB - m.rssBeforeMiB).toFixed(0)} MiB)`;
