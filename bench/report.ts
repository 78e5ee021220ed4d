/** The bench's tables: one row per list case, the figures at each volume, the growth ratio and the share of the bare route. */
import { cpuText, type Result } from './load';
import type { PlanReport } from './plans';
import { showQuery } from './plans';

const n = (x: number) => x.toLocaleString('en-US');
const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '-');

export function volumeTable(volumes: number[], rows: { name: string; byVolume: Map<number, Result> }[], bare: Map<number, Result>): string {
  const first = volumes[0];
  const last = volumes[volumes.length - 1];
  const header = [
    'case',
    ...volumes.flatMap((v) => [`${n(v)} p50 ms`, 'p95 ms', 'req/s', '% of bare', 'CPU per request']),
    ...(volumes.length > 1 ? [`p50 ${n(last)}/${n(first)}`] : []),
  ];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`];
  for (const row of [{ name: 'bare route, one indexed read (reference)', byVolume: bare }, ...rows]) {
    const cells = volumes.flatMap((v) => {
      const r = row.byVolume.get(v);
      const reference = bare.get(v);
      if (!r) return ['-', '-', '-', '-', '-'];
      const share = reference ? `${((100 * r.rps) / reference.rps).toFixed(0)}%` : '-';
      return [ms(r.p50), ms(r.p95), r.rps.toFixed(0), share + (r.failures ? ` (${r.failures} failed)` : ''), r.cpu ? cpuText(r.cpu) : '-'];
    });
    const a = row.byVolume.get(first);
    const b = row.byVolume.get(last);
    const ratio = volumes.length > 1 ? [a && b ? `${(b.p50 / a.p50).toFixed(1)}x` : '-'] : [];
    lines.push(`| ${[row.name, ...cells, ...ratio].join(' | ')} |`);
  }
  return lines.join('\n');
}

/** One block per case: each SELECT on orders or patients, its top plan nodes and scans, and what is wrong with it. */
export function planLines(name: string, reports: PlanReport[]): string[] {
  const lines = [`${name}:`];
  if (reports.length === 0) lines.push('  (no SELECT on orders or patients captured)');
  for (const r of reports) {
    const verdict = r.seqScans.length ? `SEQ SCAN: ${r.seqScans.join(', ')}` : 'ok';
    lines.push(
      `  [${verdict}] ${r.executionMs !== undefined ? `${r.executionMs.toFixed(1)} ms (planned in ${r.planningMs?.toFixed(1) ?? '?'} ms)  ` : ''}${r.summary}`,
    );
    for (const scan of r.fullIndexScans) lines.push(`    note: ${scan}`);
    if (r.seqScans.length) lines.push(`    query: ${showQuery(r.query, 400)}`);
  }
  return lines;
}
