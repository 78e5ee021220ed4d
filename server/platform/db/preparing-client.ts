import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';

/** How many statements one connection keeps prepared; past it, new texts run unnamed (parsed and planned each time). */
export const MAX_PREPARED_PER_CONNECTION = 200;

/**
 * Statements prepared: the reads and writes Kysely builds. Not DDL or transaction control (nothing to reuse); not `*`
 * selects (a migration that adds a column changes their result type, which PostgreSQL refuses to run from a cached
 * plan); and not statements whose best plan depends on their parameters' values, which a generic plan cannot see:
 * LIKE patterns (a search), IN lists, and those a repository marks with `customPlan`; nor upserts (ON CONFLICT finds
 * a partial unique index by matching its predicate, `status = 'OPEN'`, which a parameter only matches as a value).
 * tests/server/list-plans.test.ts checks the generic plan of every list statement prepared.
 */
const PREPARABLE = /^\s*(select|with|insert|update|delete)\s/i;
const STAR = /(^|[\s,(])("[^"]+"\.)?\*\s*(,|from\b|$)/i;
const VALUE_DEPENDENT = /\s(i?like|in)\s+\(?\$\d|\/\* custom plan \*\/|\son conflict\s/i;
export const isPreparable = (text: string) => PREPARABLE.test(text) && !STAR.test(text) && !VALUE_DEPENDENT.test(text);

/**
 * Marks a statement to be planned for its own parameters every time (`query.modifyEnd(customPlan)`): where a
 * generic plan would walk a whole index (rows of one earner among few, whose share only the value tells).
 */
export const customPlan = sql.raw('/* custom plan */');

/**
 * Ids as a value the planner cannot see (a sub-select's): its estimate is then the same whichever ids and however
 * many, so PostgreSQL keeps a prepared statement's one generic plan instead of planning it again for each call's values
 * (which it does wherever a custom plan's estimate comes out cheaper: the doctor's order search, 1.0 ms of planning a
 * call; the audit log's count by an actor, 4.5 ms). Only where the plan is the same whatever the ids: `= any(...)`
 * over an index whose first column they are.
 */
export const idsUnseen = (ids: readonly string[]) => sql<string[]>`coalesce((select ${ids}::uuid[]), '{}')`;

/** One id as a value the planner cannot see, as `idsUnseen`: estimated as anyone's share of an equality. */
export const idUnseen = (id: string) => sql<string>`(select ${id}::uuid)`;

/** PostgreSQL's answer when a prepared statement's result type changed under it (a column's type altered). */
const isStalePlan = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '0A000' && /cached plan/.test(String(error));

const names = new Map<string, string | null>();
/** The statement's name, a digest of its text (one text, one name, on every connection), or null: not prepared. */
function nameOf(text: string): string | null {
  let name = names.get(text);
  if (name === undefined) {
    name = isPreparable(text) ? `k${createHash('sha1').update(text).digest('base64url')}` : null;
    if (names.size >= 10_000) names.clear();
    names.set(text, name);
  }
  return name;
}

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * A pg client that runs each statement Kysely builds as a named prepared statement: PostgreSQL parses it once per
 * connection and, for statements whose plan does not depend on their parameters' values (an id, a page's limit),
 * switches to one generic plan after five runs (`plan_cache_mode = auto`). A list statement's planning takes 0.6 to
 * 2.9 ms against 0.1 to 1.2 ms to run it (bench, 10,000 orders), so most of its database time was planning.
 * tests/server/list-plans.test.ts checks the generic plans of the lists as well as the custom ones.
 */
export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as unknown as Query;
    const preparedHere = new Set<string>();
    // Statements whose plan went stale here (see isStalePlan): they get a new name on this connection.
    const renamed = new Map<string, string>();
    // pg's other forms (callbacks, query objects, streams) pass through untouched; only (text, values) is prepared.
    const preparing: Query = (...args) => {
      const [text, values, callback] = args;
      if (typeof text !== 'string' || !Array.isArray(values) || callback !== undefined) return query(...args);
      const name = renamed.get(text) ?? nameOf(text);
      if (name === null) return query(text, values);
      if (!preparedHere.has(name)) {
        if (preparedHere.size >= MAX_PREPARED_PER_CONNECTION) return query(text, values);
        preparedHere.add(name);
      }
      return query({ name, text, values }).catch((error: unknown) => {
        if (!isStalePlan(error)) throw error;
        // The statement did not run. It is prepared afresh under another name: at once outside a transaction; inside
        // one, PostgreSQL has aborted the transaction, so the error stands and the next use gets the new name.
        renamed.set(text, `${name}_${renamed.size + 1}`);
        if ((this as unknown as { _txStatus?: string })._txStatus !== 'I') throw error;
        return preparing(text, values);
      });
    };
    (this as unknown as { query: Query }).query = preparing;
  }
}
