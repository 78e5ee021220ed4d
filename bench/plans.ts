/**
 * EXPLAIN of the SQL the server runs for a list: which SELECTs read `orders` or `patients`, their plans, and the
 * scans in them that read a whole table. Used by tests/server/list-plans.test.ts (PGlite, `enable_seqscan = off`:
 * can an index serve the query at all?) and by the bench at its largest volume (real statistics: does it?).
 */
import { CompiledQuery, sql, type Kysely, type LogEvent } from 'kysely';
import { escapeLiteral } from 'pg';

export type CapturedQuery = { sql: string; parameters: readonly unknown[] };

export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  'Plan Rows'?: number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Actual Total Time'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};

export type PlanReport = {
  query: CapturedQuery;
  plan: PlanNode;
  /** Sequential scans of the checked tables. */
  seqScans: string[];
  /** Index scans of the checked tables without an Index Cond. */
  fullIndexScans: string[];
  /** "Limit > Sort > Hash Join" and the scans of orders, patients and users. */
  summary: string;
  executionMs?: number;
  /** Parsing aside, what planning the statement took (EXPLAIN ANALYZE's Planning Time): a prepared statement's saving. */
  planningMs?: number;
};

/** A Kysely `log` hook that keeps the queries while `capturing` is on. */
export function queryRecorder() {
  const captured: CapturedQuery[] = [];
  let capturing = false;
  return {
    log(event: LogEvent) {
      if (capturing) captured.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
    start() {
      captured.length = 0;
      capturing = true;
    },
    stop(): CapturedQuery[] {
      capturing = false;
      return captured.splice(0);
    },
  };
}

const LIST_TABLES = ['orders', 'patients'];

/** SELECTs that read orders or patients (or the `tables` given), each once. */
export function listQueries(captured: CapturedQuery[], tables: readonly string[] = LIST_TABLES): CapturedQuery[] {
  const seen = new Set<string>();
  const reads = new RegExp(String.raw`\b(from|join)\s+"?(${tables.join('|')})"?(\s|$)`, 'i');
  return captured.filter((q) => {
    if (!/^\s*(select|with)\b/i.test(q.sql)) return false;
    if (!reads.test(q.sql)) return false;
    const key = q.sql + JSON.stringify(q.parameters);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** Rows a scan returned, and how many it read when a filter threw some away (EXPLAIN counts both per loop). */
function rows(n: PlanNode): string {
  if (n['Actual Rows'] === undefined) return ` ~${n['Plan Rows']} rows`;
  const loops = n['Actual Loops'] ?? 1;
  const kept = Math.round(n['Actual Rows'] * loops);
  const removed = Math.round(((n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0)) * loops);
  return removed ? ` ${kept} of ${kept + removed} rows read` : ` ${kept} rows`;
}

/**
 * The table a scanned relation belongs to: a month of the partitioned audit log (`audit_logs_y2026m11`, migration 0048)
 * counts as `audit_logs` itself. Its default partition and the months after this one are not checked: they are empty
 * by design (the job makes months ahead; a row is written at its own time), and without rows the planner may read
 * them any way at no cost.
 */
const tableOf = (relation: string) => relation.replace(/_y\d{4}m\d{2}$/, '');
function monthAhead(relation: string): boolean {
  const month = /_y(\d{4})m(\d{2})$/.exec(relation);
  const now = new Date();
  return Boolean(month && Number(month[1]) * 12 + Number(month[2]) > now.getUTCFullYear() * 12 + now.getUTCMonth() + 1);
}
const checked = (n: PlanNode, tables: readonly string[]) =>
  Boolean(n['Relation Name'] && tables.includes(tableOf(n['Relation Name'])) && !monthAhead(n['Relation Name']));

/** Sequential scans of a checked table: what both checks fail on. */
export function seqScans(plan: PlanNode, tables: readonly string[]): string[] {
  return nodes(plan)
    .filter((n) => checked(n, tables) && /Seq Scan/.test(n['Node Type']))
    .map((n) => `${n['Node Type']} on ${n['Relation Name']}`);
}

/**
 * Index scans of a checked table with no Index Cond: they walk the whole index and read every row just the same.
 * With `enable_seqscan = off` that is the planner's way round a missing index, so the test fails on them too;
 * with real statistics it can be a fair plan (walking created_at order until `limit` rows pass a dense filter),
 * so the bench only reports them.
 */
export function fullIndexScans(plan: PlanNode, tables: readonly string[]): string[] {
  return nodes(plan)
    .filter((n) => checked(n, tables))
    .filter((n) => /^Index (Only )?Scan$/.test(n['Node Type']) && !n['Index Cond'])
    .map((n) => `${n['Node Type']} using ${n['Index Name']} on ${n['Relation Name']} without Index Cond (walks the whole index)`);
}

export function summarize(plan: PlanNode): string {
  const top: string[] = [];
  for (let n: PlanNode | undefined = plan; n && top.length < 4; n = n.Plans?.[0]) top.push(n['Node Type']);
  const scans = nodes(plan)
    .filter((n) => n['Relation Name'] && [...LIST_TABLES, 'users', 'partners'].includes(n['Relation Name']))
    .map((n) => `${n['Node Type']}${n['Index Name'] ? ` ${n['Index Name']}` : ''} on ${n['Relation Name']}${rows(n)}`);
  return `${top.join(' > ')}${scans.length ? ` | ${scans.join(', ')}` : ''}`;
}

/**
 * EXPLAIN (FORMAT JSON) of each query on one pinned connection. `seqscanOff` asks whether an index CAN serve the
 * query on a small database; `analyze` runs it (SELECTs only) to show the real rows and time; `generic` explains the
 * generic plan, the one a prepared statement may keep for every set of parameters (server/platform/db/preparing-client.ts).
 */
export async function explainAll(
  db: Kysely<unknown>,
  queries: CapturedQuery[],
  options: { analyze?: boolean; seqscanOff?: boolean; generic?: boolean; tables: readonly string[] },
): Promise<PlanReport[]> {
  return db.connection().execute(async (conn) => {
    if (options.seqscanOff) await sql`SET enable_seqscan = off`.execute(conn);
    if (options.generic) await sql`SET plan_cache_mode = force_generic_plan`.execute(conn);
    // A forced generic plan run at full volume may sort or hash the whole audit log: it stops at 2 GB of temporary
    // files (each parallel worker alike), and is then shown as planned, not run.
    if (options.analyze) await sql`SET temp_file_limit = '2GB'`.execute(conn);
    const explain = (query: CapturedQuery, how: { analyze?: boolean }) =>
      options.generic ? explainGeneric(conn, query, how) : explainOne(conn, query.sql, query.parameters, how);
    try {
      const reports: PlanReport[] = [];
      for (const query of queries) {
        let note = '';
        const doc = await explain(query, options).catch(async (error: unknown) => {
          if (!options.analyze) throw error;
          note = ` (planned only: running it failed, ${error instanceof Error ? error.message : String(error)})`;
          return explain(query, { analyze: false });
        });
        reports.push({
          query,
          plan: doc.Plan,
          seqScans: seqScans(doc.Plan, options.tables),
          fullIndexScans: fullIndexScans(doc.Plan, options.tables),
          summary: summarize(doc.Plan) + note,
          executionMs: doc['Execution Time'],
          planningMs: doc['Planning Time'],
        });
      }
      return reports;
    } finally {
      if (options.seqscanOff) await sql`RESET enable_seqscan`.execute(conn);
      if (options.generic) await sql`RESET plan_cache_mode`.execute(conn);
      if (options.analyze) await sql`RESET temp_file_limit`.execute(conn);
    }
  });
}

type ExplainDoc = { Plan: PlanNode; 'Execution Time'?: number; 'Planning Time'?: number };

async function explainOne(conn: Kysely<unknown>, text: string, parameters: readonly unknown[], options: { analyze?: boolean }) {
  const explain = `EXPLAIN (${options.analyze ? 'ANALYZE, ' : ''}FORMAT JSON) ${text}`;
  const result = await conn.executeQuery<Record<string, unknown>>(CompiledQuery.raw(explain, [...parameters]));
  const cell = Object.values(result.rows[0])[0];
  return ((typeof cell === 'string' ? JSON.parse(cell) : cell) as [ExplainDoc])[0];
}

/** A parameter in PostgreSQL's text form, as pg sends it (arrays as array literals, dates in UTC, objects as JSON). */
function textOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const element = (v: unknown) => (v === null || v === undefined ? 'NULL' : `"${textOf(v).replace(/[\\"]/g, '\\$&')}"`);
    return `{${value.map(element).join(',')}}`;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The statement prepared, then its EXECUTE explained under `plan_cache_mode = force_generic_plan`. EXPLAIN EXECUTE
 * takes no bound parameters, so the values travel as literals, in the text form pg sends them in.
 */
async function explainGeneric(conn: Kysely<unknown>, query: CapturedQuery, options: { analyze?: boolean }) {
  await conn.executeQuery(CompiledQuery.raw(`PREPARE plan_check AS ${query.sql}`));
  try {
    const literals = query.parameters.map((value) => (value === null || value === undefined ? 'NULL' : escapeLiteral(textOf(value))));
    return await explainOne(conn, `EXECUTE plan_check${literals.length ? `(${literals.join(', ')})` : ''}`, [], options);
  } finally {
    await conn.executeQuery(CompiledQuery.raw('DEALLOCATE plan_check'));
  }
}

/** The query and its parameters, the select list elided, shortened for a report. */
export function showQuery(query: CapturedQuery, max = 900): string {
  const text = query.sql.replace(/\s+/g, ' ').replace(/^select (?!count\().*? from /i, 'select … from ');
  const params = query.parameters.map((p, i) => `$${i + 1}=${JSON.stringify(p)}`).join(' ');
  const shown = text.length > max ? `${text.slice(0, max)}…` : text;
  return `${shown}${params ? `  [${params}]` : ''}`;
}
