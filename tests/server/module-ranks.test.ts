/**
 * The server modules' ranks (server/modules/ranks.json; README, Layout): a module imports only modules of a lower rank,
 * so no two modules can reach each other; flows (server/flows/) sit above every module and no module imports one.
 * ESLint enforces the same zones (eslint.config.js); this test reads the imports of every file itself.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = resolve(__dirname, '../../server');
const { ranks } = JSON.parse(readFileSync(join(SERVER, 'modules/ranks.json'), 'utf8')) as { ranks: string[][] };
const rankOf = new Map(ranks.flatMap((group, rank) => group.map((name) => [name, rank] as const)));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Each import of a server file, as the path it names under server/ (relative and #server/ specifiers alike). */
const imports = filesUnder(SERVER).flatMap((file) => {
  const from = relative(SERVER, file);
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].flatMap(([, spec]) => {
    if (spec.startsWith('.')) return [{ from, to: relative(SERVER, resolve(dirname(file), spec)) }];
    if (spec.startsWith('#server/')) return [{ from, to: spec.slice('#server/'.length) }];
    return [];
  });
});
const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1] ?? null;
const modules = readdirSync(join(SERVER, 'modules')).filter((name) => statSync(join(SERVER, 'modules', name)).isDirectory());

/** Module -> the other modules it imports. */
const edges = new Map(modules.map((name) => [name, new Set<string>()]));
for (const { from, to } of imports) {
  const [a, b] = [moduleOf(from), moduleOf(to)];
  if (a && b && a !== b) edges.get(a)!.add(b);
}

/** Groups of modules that reach each other (Tarjan's strongly connected components), of two or more. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do group.push((w = stack.pop()!));
      while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups;
}

describe('server modules by rank', () => {
  it('reads the imports of the server', () => {
    expect(modules.length).toBeGreaterThan(20);
    expect(edges.get('orders')!.has('patients')).toBe(true);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const looped = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(looped)).toEqual([['a', 'b', 'c']]);
  });

  it('no import cycle between server modules', () => {
    expect(cycles(edges)).toEqual([]);
  });

  it('every module has a rank, and every rank names a module that exists', () => {
    expect(modules.filter((name) => !rankOf.has(name))).toEqual([]);
    expect([...rankOf.keys()].filter((name) => !modules.includes(name))).toEqual([]);
  });

  it('a module imports only modules of a lower rank', () => {
    const upward = [...edges].flatMap(([name, targets]) =>
      [...targets]
        .filter((t) => rankOf.get(t)! >= rankOf.get(name)!)
        .map((t) => `${name} (${rankOf.get(name)}) imports ${t} (${rankOf.get(t)})`),
    );
    expect(upward).toEqual([]);
  });

  it('no module or platform file imports a flow; flows import no repository', () => {
    const offenders = imports
      .filter(({ from, to }) =>
        from.startsWith('flows/')
          ? /\.repository$/.test(to)
          : (from.startsWith('modules/') || from.startsWith('platform/')) && to.startsWith('flows/'),
      )
      .map(({ from, to }) => `${from} imports ${to}`);
    expect(offenders).toEqual([]);
  });
});
