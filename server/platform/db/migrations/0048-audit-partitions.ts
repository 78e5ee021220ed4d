import { type Kysely, sql } from 'kysely';

/**
 * `audit_logs` partitioned by month (PostgreSQL's native RANGE partitioning on `timestamp`, UTC months), so that the
 * table that grows fastest stays a set of month-sized tables: each with its own indexes, a date range reads only its
 * months, and the retention job detaches whole months (server/platform/audit/partitions.ts) instead of deleting rows.
 *
 * - Partitions are `audit_logs_yYYYYmMM`; `audit_logs_default` takes a row whose month has no partition yet (the job
 *   creates months ahead, so it stays empty). `audit_logs_partition(month)` creates a month, moving its rows out of
 *   the default partition first if any landed there.
 * - Indexes (declared on the parent, so every partition gets its own): (timestamp, id) for the first page, a deep page
 *   by cursor, a date range and the statistics; (actor_user_id | patient_id | action | outcome, timestamp, id) for the
 *   filters; (id) for a row by id. The primary key must hold the partition key: (id, timestamp).
 * - Append-only as before (migration 0011): the row trigger is declared on the parent (PostgreSQL clones it onto each
 *   partition); TRUNCATE triggers are not inherited, so each partition gets its own.
 * - The rows already there are copied into the partitioned table in this migration (one INSERT ... SELECT): on a large
 *   existing log, run it in a maintenance window.
 */
const functions = [
  // Serialised (advisory lock): two instances creating the same month wait for each other instead of failing.
  `CREATE FUNCTION audit_logs_partition(month date) RETURNS boolean LANGUAGE plpgsql AS $$
    DECLARE
      first date := date_trunc('month', month)::date;
      lo timestamptz := first::timestamp AT TIME ZONE 'UTC';
      hi timestamptz := (first + interval '1 month')::timestamp AT TIME ZONE 'UTC';
      part text := format('audit_logs_y%sm%s', to_char(first, 'YYYY'), to_char(first, 'MM'));
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtext('audit_logs_partition'));
      IF to_regclass(part) IS NOT NULL THEN RETURN false; END IF;
      IF EXISTS (SELECT 1 FROM audit_logs_default WHERE timestamp >= lo AND timestamp < hi) THEN
        -- Rows of this month landed in the default partition: they move (copied, then removed from the default with
        -- its append-only trigger off for this statement only, in this transaction) before the month is attached.
        EXECUTE format('CREATE TABLE %I (LIKE audit_logs INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', part);
        EXECUTE format('INSERT INTO %I SELECT * FROM audit_logs_default WHERE timestamp >= $1 AND timestamp < $2', part) USING lo, hi;
        ALTER TABLE audit_logs_default DISABLE TRIGGER audit_logs_no_update_or_delete;
        DELETE FROM audit_logs_default WHERE timestamp >= lo AND timestamp < hi;
        ALTER TABLE audit_logs_default ENABLE TRIGGER audit_logs_no_update_or_delete;
        EXECUTE format('ALTER TABLE audit_logs ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', part, lo, hi);
      ELSE
        EXECUTE format('CREATE TABLE %I PARTITION OF audit_logs FOR VALUES FROM (%L) TO (%L)', part, lo, hi);
      END IF;
      EXECUTE format('CREATE TRIGGER audit_logs_no_truncate BEFORE TRUNCATE ON %I
        FOR EACH STATEMENT EXECUTE FUNCTION audit_logs_append_only()', part);
      RETURN true;
    END
  $$`,
  // The months whose rows wait in the default partition, then this month and the next \`ahead\`: how many were created.
  `CREATE FUNCTION audit_logs_ensure_partitions(ahead int) RETURNS int LANGUAGE plpgsql AS $$
    DECLARE
      m date;
      created int := 0;
      -- Read before any month is made: moving rows alters the default partition, which an open loop would still read.
      months date[] := ARRAY(
        SELECT date_trunc('month', timestamp AT TIME ZONE 'UTC')::date FROM audit_logs_default
        UNION
        SELECT (date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => g))::date FROM generate_series(0, ahead) AS g
        ORDER BY 1);
    BEGIN
      FOREACH m IN ARRAY months
      LOOP
        IF audit_logs_partition(m) THEN created := created + 1; END IF;
      END LOOP;
      RETURN created;
    END
  $$`,
  // Detaches the months that end at or before \`cutoff\` (nothing in them is younger), each renamed
  // audit_archive_yYYYYmMM and kept append-only: detached, not dropped. Returns the archive tables' names.
  `CREATE FUNCTION audit_logs_detach_before(cutoff timestamptz) RETURNS SETOF text LANGUAGE plpgsql AS $$
    DECLARE
      part text;
      archive text;
      parts text[];
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtext('audit_logs_partition'));
      parts := ARRAY(
        SELECT c.relname::text FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = 'audit_logs'::regclass AND c.relname ~ '^audit_logs_y[0-9]{4}m[0-9]{2}$'
          AND (to_date(substr(c.relname, 13, 4) || substr(c.relname, 18, 2), 'YYYYMM') + interval '1 month')::timestamp
              AT TIME ZONE 'UTC' <= cutoff
        ORDER BY c.relname);
      FOREACH part IN ARRAY parts
      LOOP
        archive := 'audit_archive_' || substr(part, 12);
        -- A late row of a month already archived makes the month again; its second archive is told apart by the time.
        IF to_regclass(archive) IS NOT NULL THEN archive := archive || '_' || to_char(now(), 'YYYYMMDDHH24MISS'); END IF;
        EXECUTE format('ALTER TABLE audit_logs DETACH PARTITION %I', part);
        EXECUTE format('ALTER TABLE %I RENAME TO %I', part, archive);
        -- Detaching drops the row trigger cloned from audit_logs: the archive gets its own (its TRUNCATE trigger stays).
        EXECUTE format('CREATE OR REPLACE TRIGGER audit_archive_no_update_or_delete BEFORE UPDATE OR DELETE ON %I
          FOR EACH ROW EXECUTE FUNCTION audit_logs_append_only()', archive);
        RETURN NEXT archive;
      END LOOP;
    END
  $$`,
];

const indexes = [
  `CREATE INDEX audit_logs_timestamp_id_idx ON audit_logs (timestamp, id)`,
  `CREATE INDEX audit_logs_actor_idx ON audit_logs (actor_user_id, timestamp, id)`,
  `CREATE INDEX audit_logs_patient_idx ON audit_logs (patient_id, timestamp, id)`,
  `CREATE INDEX audit_logs_action_timestamp_idx ON audit_logs (action, timestamp, id)`,
  `CREATE INDEX audit_logs_outcome_timestamp_idx ON audit_logs (outcome, timestamp, id)`,
  `CREATE INDEX audit_logs_id_idx ON audit_logs (id)`,
];

const COLUMNS = `id, timestamp, actor_user_id, acting_for_user_id, role, action, resource_type, resource_id, patient_id, outcome,
  ip, user_agent, details`;

const table = (name: string, tail: string) => `CREATE TABLE ${name} (
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    timestamp timestamptz NOT NULL DEFAULT now(),
    actor_user_id uuid,
    acting_for_user_id uuid,
    role text,
    action text NOT NULL,
    resource_type text NOT NULL,
    resource_id text,
    patient_id uuid,
    outcome text NOT NULL CHECK (outcome IN ('SUCCESS','FAILURE','DENIED')),
    ip text,
    user_agent text,
    details jsonb,
    ${tail}
  )`;

const appendOnly = (name: string) => [
  `CREATE TRIGGER audit_logs_no_update_or_delete BEFORE UPDATE OR DELETE ON ${name} FOR EACH ROW EXECUTE FUNCTION audit_logs_append_only()`,
  `CREATE TRIGGER audit_logs_no_truncate BEFORE TRUNCATE ON ${name} FOR EACH STATEMENT EXECUTE FUNCTION audit_logs_append_only()`,
];

/** The unpartitioned table's indexes (migrations 0001 and 0018): dropped with it, made again by `down`. */
const OLD_INDEXES = [
  'audit_logs_timestamp_idx',
  'audit_logs_actor_idx',
  'audit_logs_patient_idx',
  'audit_logs_timestamp_id_idx',
  'audit_logs_action_timestamp_idx',
  'audit_logs_outcome_timestamp_idx',
];

export async function upAuditPartitions(db: Kysely<unknown>): Promise<void> {
  const run = async (statements: string[]) => {
    for (const statement of statements) await sql.raw(statement).execute(db);
  };
  await run([
    'ALTER TABLE audit_logs RENAME TO audit_logs_unpartitioned',
    'ALTER TABLE audit_logs_unpartitioned RENAME CONSTRAINT audit_logs_pkey TO audit_logs_unpartitioned_pkey',
    ...OLD_INDEXES.map((name) => `DROP INDEX ${name}`),
    table('audit_logs', 'PRIMARY KEY (id, timestamp)) PARTITION BY RANGE (timestamp'),
    'CREATE TABLE audit_logs_default PARTITION OF audit_logs DEFAULT',
    ...indexes,
    ...appendOnly('audit_logs'),
    `CREATE TRIGGER audit_logs_no_truncate BEFORE TRUNCATE ON audit_logs_default
      FOR EACH STATEMENT EXECUTE FUNCTION audit_logs_append_only()`,
    ...functions,
  ]);
  // The months the existing rows span, and three ahead, then the rows themselves.
  await sql`SELECT audit_logs_partition(m::date) FROM generate_series(
      date_trunc('month', (SELECT coalesce(min(timestamp), now()) FROM audit_logs_unpartitioned) AT TIME ZONE 'UTC'),
      date_trunc('month', now() AT TIME ZONE 'UTC'), interval '1 month') AS m`.execute(db);
  await sql`SELECT audit_logs_ensure_partitions(3)`.execute(db);
  await run([`INSERT INTO audit_logs (${COLUMNS}) SELECT ${COLUMNS} FROM audit_logs_unpartitioned`, 'DROP TABLE audit_logs_unpartitioned']);
}

export async function downAuditPartitions(db: Kysely<unknown>): Promise<void> {
  const run = async (statements: string[]) => {
    for (const statement of statements) await sql.raw(statement).execute(db);
  };
  await run([
    'DROP FUNCTION audit_logs_detach_before(timestamptz)',
    'DROP FUNCTION audit_logs_ensure_partitions(int)',
    'DROP FUNCTION audit_logs_partition(date)',
    'ALTER TABLE audit_logs RENAME TO audit_logs_partitioned',
    ...indexes.map((s) => `DROP INDEX ${/^CREATE INDEX (\w+)/.exec(s)![1]}`),
    'ALTER TABLE audit_logs_partitioned RENAME CONSTRAINT audit_logs_pkey TO audit_logs_partitioned_pkey',
    table('audit_logs', 'PRIMARY KEY (id)'),
    `INSERT INTO audit_logs (${COLUMNS}) SELECT ${COLUMNS} FROM audit_logs_partitioned`,
    'DROP TABLE audit_logs_partitioned',
    `CREATE INDEX audit_logs_timestamp_idx ON audit_logs (timestamp DESC)`,
    `CREATE INDEX audit_logs_actor_idx ON audit_logs (actor_user_id, timestamp DESC)`,
    `CREATE INDEX audit_logs_patient_idx ON audit_logs (patient_id, timestamp DESC)`,
    `CREATE INDEX audit_logs_timestamp_id_idx ON audit_logs (timestamp, id)`,
    `CREATE INDEX audit_logs_action_timestamp_idx ON audit_logs (action, timestamp, id)`,
    `CREATE INDEX audit_logs_outcome_timestamp_idx ON audit_logs (outcome, timestamp, id)`,
    ...appendOnly('audit_logs'),
  ]);
}
