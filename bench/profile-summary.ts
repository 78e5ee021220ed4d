/**
 * Sums a `.cpuprofile` (`node --cpu-prof`, e.g. the bench server's under BENCH_CPU_PROF=<dir>): self and inclusive
 * time per function and per package, as shares of the busy (non-idle) samples.
 *
 *   node --import tsx bench/profile-summary.ts <file.cpuprofile> [top=40] [filter]
 *
 * `filter` (a substring of a function's name or file) prints, instead, the callers and callees of the functions
 * that match.
 */
import { readFileSync } from 'node:fs';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type Node = { id: number; callFrame: CallFrame; hitCount?: number; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, topArg, filter] = process.argv.slice(2);
if (!file) throw new Error('usage: bench/profile-summary.ts <file.cpuprofile> [top] [filter]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const top = Number(topArg ?? 40);

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Time per sample (µs): the delta to the next sample.
const selfTime = new Map<number, number>();
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i + 1] ?? 0;
  selfTime.set(id, (selfTime.get(id) ?? 0) + dt);
});

const shortUrl = (url: string) => {
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) return url.slice(nm + 13);
  const wt = url.indexOf('/server/');
  if (wt >= 0) return url.slice(wt + 1);
  return url.replace(/^file:\/\//, '');
};
const packageOf = (url: string) => {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return 'node:internal';
  const nm = url.lastIndexOf('node_modules/');
  if (nm < 0) return url.includes('/server/') ? 'app:' + url.split('/server/')[1].split('/').slice(0, 2).join('/') : shortUrl(url);
  const rest = url.slice(nm + 13).split('/');
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
};
const keyOf = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${shortUrl(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

const IDLE = new Set(['(idle)', '(program)', '(garbage collector)']);
let total = 0;
let idle = 0;
let gc = 0;
for (const [id, t] of selfTime) {
  const name = byId.get(id)!.callFrame.functionName;
  total += t;
  if (name === '(idle)') idle += t;
  if (name === '(garbage collector)') gc += t;
}
const busy = total - idle;

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
const packages = new Map<string, number>();
for (const [id, t] of selfTime) {
  const node = byId.get(id)!;
  if (node.callFrame.functionName === '(idle)') continue;
  self.set(keyOf(node), (self.get(keyOf(node)) ?? 0) + t);
  if (!IDLE.has(node.callFrame.functionName))
    packages.set(packageOf(node.callFrame.url), (packages.get(packageOf(node.callFrame.url)) ?? 0) + t);
  // Inclusive: each function on the stack once (recursion not counted twice).
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const key = keyOf(byId.get(cur)!);
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + t);
  }
}

const pct = (t: number) => `${((100 * t) / busy).toFixed(1).padStart(5)}%`;
const ms = (t: number) => `${(t / 1000).toFixed(0).padStart(7)} ms`;
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [key, t] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(t)} ${ms(t)}  ${key}`);
};

console.log(
  `${file}: ${ms(total)} sampled, idle ${ms(idle)} (${((100 * idle) / total).toFixed(0)}%), busy ${ms(busy)}, GC ${pct(gc)} of busy`,
);
if (filter) {
  const matches = (n: Node) => keyOf(n).includes(filter);
  const callers = new Map<string, number>();
  const callees = new Map<string, number>();
  for (const [id, t] of selfTime) {
    // Walk up: the first matching frame, its caller, and the frame below it.
    let below: number | undefined;
    for (let cur: number | undefined = id; cur !== undefined; below = cur, cur = parent.get(cur)) {
      const node = byId.get(cur)!;
      if (!matches(node)) continue;
      const up = parent.get(cur);
      if (up !== undefined) callers.set(keyOf(byId.get(up)!), (callers.get(keyOf(byId.get(up)!)) ?? 0) + t);
      const calleeKey = below === undefined ? '(self)' : keyOf(byId.get(below)!);
      callees.set(calleeKey, (callees.get(calleeKey) ?? 0) + t);
      break;
    }
  }
  print(`Callers of "${filter}" (inclusive time through them)`, callers);
  print(`Callees of "${filter}"`, callees);
} else {
  print('By package (self time)', packages);
  print('Self time', self);
  print('Inclusive time', inclusive);
}
