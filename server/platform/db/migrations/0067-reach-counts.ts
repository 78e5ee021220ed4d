import { type Kysely, sql } from 'kysely';

/**
 * How many orders and patients each doctor-and-partner pair has, kept by the database (issue 34): a doctor's queue
 * and patients list counted up to 1,000 of their rows on every page (the queue's count alone read 1,800 heap pages,
 * 3.5 ms, at 1,000,000 orders). A doctor reaches the rows of their own (`doctor_id`) and of their partners'
 * (`partner_id`), so each count is kept per pair: the doctor's total is the sum of the pairs in reach, with no overlap.
 *
 * Statement triggers on `orders` and `patients` (transition tables) append each statement's changes to
 * `*_count_changes`, never updating a shared row, so concurrent writers never wait for each other or deadlock. A job
 * (server/jobs/reach-counts.ts) moves the changes into `*_counts` every minute in one statement; a read sums both.
 *
 * - `order_counts`: orders per doctor, partner, status and whether handed back (the review queue leaves those out).
 * - `patient_counts`: live patients (account not deleted, `account_deleted_at`) per doctor and partner.
 */
const TABLES = [
  {
    table: 'orders',
    subject: 'order',
    keys: { doctor_id: 'uuid', partner_id: 'uuid', status: 'text NOT NULL', handed_back: 'boolean NOT NULL' },
    // Each key as the source row spells it, and which source rows count.
    values: 'doctor_id, partner_id, status, handed_back_at IS NOT NULL',
    counted: 'true',
  },
  {
    table: 'patients',
    subject: 'patient',
    keys: { doctor_id: 'uuid', partner_id: 'uuid' },
    values: 'doctor_id, partner_id',
    counted: 'account_deleted_at IS NULL',
  },
] as const;

const EVENTS = {
  insert: { referencing: 'NEW TABLE AS new_rows', parts: [['new_rows', '1']] },
  delete: { referencing: 'OLD TABLE AS old_rows', parts: [['old_rows', '-1']] },
  update: {
    referencing: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    parts: [
      ['new_rows', '1'],
      ['old_rows', '-1'],
    ],
  },
} as const;

export async function upReachCounts(db: Kysely<unknown>): Promise<void> {
  for (const { table, subject, keys, values, counted } of TABLES) {
    const keyNames = Object.keys(keys).join(', ');
    const keyColumns = Object.entries(keys)
      .map(([name, type]) => `${name} ${type}`)
      .join(', ');
    await sql`CREATE TABLE ${sql.raw(`${subject}_counts`)} (${sql.raw(keyColumns)}, n bigint NOT NULL)`.execute(db);
    // One row per key: a doctor or a partner may be null (an unassigned order, a direct patient).
    await sql`CREATE UNIQUE INDEX ${sql.raw(`${subject}_counts_key`)} ON ${sql.raw(`${subject}_counts`)} (${sql.raw(keyNames)})
      NULLS NOT DISTINCT`.execute(db);
    // A doctor's partners' keys, for the second half of a read's `doctor_id = $1 OR partner_id = ANY($2)`.
    const byPartner = Object.keys(keys).filter((k) => k !== 'doctor_id');
    await sql`CREATE INDEX ${sql.raw(`${subject}_counts_partner_idx`)} ON ${sql.raw(`${subject}_counts`)} (${sql.raw(byPartner.join(', '))})`.execute(
      db,
    );
    await sql`CREATE TABLE ${sql.raw(`${subject}_count_changes`)} (${sql.raw(keyColumns)}, n integer NOT NULL)`.execute(db);
    for (const column of ['doctor_id', 'partner_id']) {
      await sql`CREATE INDEX ${sql.raw(`${subject}_count_changes_${column.replace('_id', '')}_idx`)}
        ON ${sql.raw(`${subject}_count_changes`)} (${sql.raw(column)})`.execute(db);
    }

    // A statement's changes, grouped by key: rows it adds (+1) and takes away (-1); a key whose changes cancel is left out.
    for (const [event, { referencing, parts }] of Object.entries(EVENTS)) {
      const rows = parts.map(([source, sign]) => `SELECT ${values}, ${sign} AS n FROM ${source} WHERE ${counted}`).join(' UNION ALL ');
      const name = sql.raw(`${subject}_counts_${event}`);
      await sql`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO ${sql.raw(`${subject}_count_changes`)} (${sql.raw(keyNames)}, n)
          SELECT ${sql.raw(keyNames)}, sum(n) FROM (${sql.raw(rows)}) AS d (${sql.raw(keyNames)}, n)
          GROUP BY ${sql.raw(keyNames)} HAVING sum(n) <> 0;
          RETURN NULL;
        END $$`.execute(db);
      await sql`CREATE TRIGGER ${name} AFTER ${sql.raw(event.toUpperCase())} ON ${sql.raw(table)}
        REFERENCING ${sql.raw(referencing)} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`.execute(db);
    }
    await sql`INSERT INTO ${sql.raw(`${subject}_counts`)} (${sql.raw(keyNames)}, n)
      SELECT ${sql.raw(values)}, count(*) FROM ${sql.raw(table)} WHERE ${sql.raw(counted)} GROUP BY ${sql.raw(values)}`.execute(db);
    // The planner's statistics of the counts at once, not after autovacuum's first analyze.
    await sql`ANALYZE ${sql.raw(`${subject}_counts`)}`.execute(db);
  }
}

export async function downReachCounts(db: Kysely<unknown>): Promise<void> {
  for (const { table, subject } of TABLES) {
    for (const event of Object.keys(EVENTS)) {
      await sql`DROP TRIGGER ${sql.raw(`${subject}_counts_${event}`)} ON ${sql.raw(table)}`.execute(db);
      await sql`DROP FUNCTION ${sql.raw(`${subject}_counts_${event}`)}()`.execute(db);
    }
    await sql`DROP TABLE ${sql.raw(`${subject}_count_changes`)}`.execute(db);
    await sql`DROP TABLE ${sql.raw(`${subject}_counts`)}`.execute(db);
  }
}
