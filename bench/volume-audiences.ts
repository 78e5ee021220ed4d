/**
 * Volume for the other audiences' lists (issue 34, item 3), grown with the orders (bench/volume.ts):
 * - chat: one message per order (1,000,000 at 1,000,000 orders): a tenth in the demo patient's conversation with
 *   care@demo.test (the message page), the rest in conversations of care@demo.test with volume patients, 500 each
 *   (its conversation list);
 * - care tasks: one per 20 orders, 90% done, on volume orders (the care team's task list);
 * - the demo patient's activity history: one entry a day for five years (created once).
 * Set-based, like the rest of the volume seed.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '#server/platform/db/schema';

type Db = Kysely<Database>;

const MESSAGES_PER_CONVERSATION = 500;
const CONVERSATIONS_PER_STATEMENT = 200;
const DEMO_CONVERSATION_SHARE = 0.1;
const TASK_EVERY = 20;
const ACTIVITY_YEARS = 5;

const count = async (db: Db, query: RawBuilder<{ n: string }>) => Number((await query.execute(db)).rows[0].n);

async function userId(db: Db, email: string) {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/** Grows chat_messages to at least `target` rows; returns the messages added. */
export async function growChatVolume(db: Db, target: number) {
  const need = target - (await count(db, sql<{ n: string }>`SELECT count(*) AS n FROM chat_messages`));
  if (need <= 0) return 0;
  const care = await userId(db, 'care@demo.test');
  const patient = await userId(db, 'patient@demo.test');
  const demoKey = [patient, care].sort().join(',');
  const demo = Math.round(need * DEMO_CONVERSATION_SHARE);
  // The demo conversation's new messages come before its seeded ones in time, two minutes apart; seq goes on.
  await sql`
    INSERT INTO chat_messages (conversation_id, seq, sender_id, body, created_at)
    SELECT c.id, c.last_seq + g, CASE WHEN g % 2 = 0 THEN ${care}::uuid ELSE ${patient}::uuid END,
           'Volume message ' || g, now() - interval '100 days' - (${demo}::int - g) * interval '2 minutes'
    FROM conversations c CROSS JOIN generate_series(1, ${demo}::int) AS g
    WHERE c.participant_key = ${demoKey}`.execute(db);
  await sql`UPDATE conversations SET last_seq = last_seq + ${demo}::int WHERE participant_key = ${demoKey}`.execute(db);
  // Both have read it, the care team all but the last three (as people do: nobody keeps 100,000 messages unread).
  await sql`
    UPDATE conversation_participants cp SET last_read_seq = c.last_seq - CASE WHEN cp.user_id = ${care}::uuid THEN 3 ELSE 0 END
    FROM conversations c WHERE c.id = cp.conversation_id AND c.participant_key = ${demoKey}`.execute(db);
  const conversations = Math.ceil((need - demo) / MESSAGES_PER_CONVERSATION);
  for (let done = 0; done < conversations; done += CONVERSATIONS_PER_STATEMENT) {
    const n = Math.min(CONVERSATIONS_PER_STATEMENT, conversations - done);
    // care@demo.test and a volume patient it has no conversation with yet; the last activity within a year.
    await sql`
      WITH pts AS (
        SELECT u.id FROM users u
        WHERE u.role = 'PATIENT' AND u.email LIKE '%@volume.test'
          AND NOT EXISTS (SELECT 1 FROM conversation_participants cp WHERE cp.user_id = u.id)
        ORDER BY u.email LIMIT ${n}::int
      ), made AS (
        INSERT INTO conversations (participant_key, created_by, last_seq, created_at, updated_at)
        SELECT least(pts.id::text COLLATE "C", ${care}::text) || ',' || greatest(pts.id::text COLLATE "C", ${care}::text),
               ${care}::uuid, ${MESSAGES_PER_CONVERSATION}::int, now() - interval '2 years', now() - random() * interval '365 days'
        FROM pts
        RETURNING id, updated_at, participant_key
      ), people AS (
        INSERT INTO conversation_participants (conversation_id, user_id, last_read_seq, last_read_at, last_message_at)
        SELECT made.id, who, CASE WHEN random() < 0.2 THEN ${MESSAGES_PER_CONVERSATION - 3}::int ELSE ${MESSAGES_PER_CONVERSATION}::int END,
               made.updated_at, made.updated_at
        FROM made CROSS JOIN LATERAL unnest(string_to_array(made.participant_key, ',')::uuid[]) AS who
      )
      INSERT INTO chat_messages (conversation_id, seq, sender_id, body, created_at)
      SELECT made.id, g,
             CASE WHEN g % 2 = 0 THEN ${care}::uuid
                  ELSE (SELECT x FROM unnest(string_to_array(made.participant_key, ',')::uuid[]) AS x WHERE x <> ${care}::uuid) END,
             'Volume message ' || g, made.updated_at - (${MESSAGES_PER_CONVERSATION}::int - g) * interval '30 minutes'
      FROM made CROSS JOIN generate_series(1, ${MESSAGES_PER_CONVERSATION}::int) AS g`.execute(db);
  }
  await sql`VACUUM (ANALYZE) conversations, conversation_participants, chat_messages`.execute(db);
  return need;
}

/** Grows care_tasks to one per TASK_EVERY orders, on volume orders without one (90% done); returns the tasks added. */
export async function growCareTaskVolume(db: Db, orders: number) {
  const need = Math.floor(orders / TASK_EVERY) - (await count(db, sql<{ n: string }>`SELECT count(*) AS n FROM care_tasks`));
  if (need <= 0) return 0;
  const care = await userId(db, 'care@demo.test');
  await sql`
    INSERT INTO care_tasks (kind, status, patient_id, order_id, title, due_at, assignee_id, done_at, done_by, created_at, updated_at)
    SELECT (ARRAY['PAYMENT_FAILED', 'RENEWAL_DUE', 'FOLLOW_UP'])[1 + (row_number() OVER () % 3)::int],
           CASE WHEN r < 0.9 THEN 'DONE' ELSE 'OPEN' END, o.patient_id, o.id, 'Volume task',
           o.created_at + interval '7 days', CASE WHEN r < 0.5 THEN ${care}::uuid END,
           CASE WHEN r < 0.9 THEN o.created_at + interval '3 days' END, CASE WHEN r < 0.9 THEN ${care}::uuid END,
           o.created_at, o.created_at
    FROM (SELECT o.id, o.patient_id, o.created_at, random() AS r FROM orders o
          WHERE NOT EXISTS (SELECT 1 FROM care_tasks t WHERE t.order_id = o.id)
          ORDER BY o.id LIMIT ${need}::int) AS o`.execute(db);
  await sql`VACUUM (ANALYZE) care_tasks`.execute(db);
  return need;
}

/** The demo patient's five years of daily activity (walks, workouts, cardio), made once; returns the entries added. */
export async function addActivityHistory(db: Db) {
  const patient = await db
    .selectFrom('patients')
    .innerJoin('users', 'users.id', 'patients.user_id')
    .select('patients.id')
    .where('users.email', '=', 'patient@demo.test')
    .executeTakeFirstOrThrow();
  const days = Math.round(ACTIVITY_YEARS * 365.25);
  const have = await count(db, sql<{ n: string }>`SELECT count(*) AS n FROM activities WHERE patient_id = ${patient.id}`);
  if (have >= days) return 0;
  const added = await sql`
    INSERT INTO activities (patient_id, activity_type, name, duration, date, created_at, updated_at)
    SELECT ${patient.id}::uuid, (ARRAY['WALKING', 'WORKOUT', 'CARDIO'])[1 + d % 3], 'Volume activity', 20 + d % 40,
           (now() - (d + 1) * interval '1 day')::date, now() - (d + 1) * interval '1 day', now() - (d + 1) * interval '1 day'
    FROM generate_series(0, ${days - 1}::int) AS d`.execute(db);
  await sql`VACUUM (ANALYZE) activities`.execute(db);
  return Number(added.numAffectedRows ?? 0);
}
