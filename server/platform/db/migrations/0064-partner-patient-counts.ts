import { type Kysely, sql } from 'kysely';

/**
 * How many patients each partner has, and how many of them without a doctor, kept by the database (issue 34): the
 * administrator's and the sales team's partner lists showed each row's count from the patients themselves, which for
 * Harbor (50,000 patients at 1,000,000 orders) cost 4 ms of database time on every page. The counts are those of the
 * patients whose account is not deleted (`account_deleted_at`), as the lists counted them. Statement triggers on
 * `patients` (transition tables) add each statement's changes, per partner, whatever code writes the patients; the
 * counter rows serialize concurrent changes of one partner's patients through their row lock.
 */
export async function upPartnerPatientCounts(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE partner_patient_counts (
    partner_id uuid PRIMARY KEY REFERENCES partners(id) ON DELETE CASCADE,
    patients integer NOT NULL,
    unassigned integer NOT NULL
  )`.execute(db);
  // The patients a transition table adds (+1) or takes away (-1) from their partner's counts.
  const counted = (table: string, sign: string) =>
    `SELECT partner_id, ${sign}1 AS patients, ${sign}(doctor_id IS NULL)::int AS unassigned FROM ${table}
     WHERE partner_id IS NOT NULL AND account_deleted_at IS NULL`;
  const apply = (parts: string[]) => `
    INSERT INTO partner_patient_counts AS c (partner_id, patients, unassigned)
    SELECT partner_id, sum(patients), sum(unassigned) FROM (${parts.join(' UNION ALL ')}) d
    -- A partner being deleted (its patients' partner_id set to null by the foreign key) takes its counts along.
    WHERE EXISTS (SELECT 1 FROM partners p WHERE p.id = d.partner_id)
    GROUP BY partner_id HAVING sum(patients) <> 0 OR sum(unassigned) <> 0
    ON CONFLICT (partner_id) DO UPDATE SET patients = c.patients + excluded.patients, unassigned = c.unassigned + excluded.unassigned`;
  const events = {
    insert: { referencing: 'NEW TABLE AS new_rows', parts: [counted('new_rows', '')] },
    delete: { referencing: 'OLD TABLE AS old_rows', parts: [counted('old_rows', '-')] },
    update: { referencing: 'OLD TABLE AS old_rows NEW TABLE AS new_rows', parts: [counted('new_rows', ''), counted('old_rows', '-')] },
  };
  for (const [event, { referencing, parts }] of Object.entries(events)) {
    const name = sql.raw(`patients_partner_counts_${event}`);
    await sql`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${sql.raw(apply(parts))};
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER ${name} AFTER ${sql.raw(event.toUpperCase())} ON patients
      REFERENCING ${sql.raw(referencing)} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`.execute(db);
  }
  await sql`INSERT INTO partner_patient_counts (partner_id, patients, unassigned)
    SELECT partner_id, count(*), count(*) FILTER (WHERE doctor_id IS NULL) FROM patients
    WHERE partner_id IS NOT NULL AND account_deleted_at IS NULL GROUP BY partner_id`.execute(db);
}

export async function downPartnerPatientCounts(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'delete', 'update']) {
    await sql`DROP TRIGGER patients_partner_counts_${sql.raw(event)} ON patients`.execute(db);
    await sql`DROP FUNCTION patients_partner_counts_${sql.raw(event)}()`.execute(db);
  }
  await sql`DROP TABLE partner_patient_counts`.execute(db);
}
