import { type Kysely, sql } from 'kysely';

/**
 * Each participant's unread messages kept on their row (README "Chat"): the others' messages past their read watermark.
 * The list of a user in a thousand conversations and the navigation badge read one column per row instead of counting
 * messages per conversation on every request. The database keeps it equal to that count whatever code writes:
 * - messages added (a statement trigger with its transition table: one update per statement, also for a seed's
 *   millions of rows) raise the count of each other participant whose watermark is below them;
 * - messages removed, a watermark moved, a participant added: the count is taken again from the messages.
 */
const COUNT = `(SELECT count(*) FROM chat_messages um
  WHERE um.conversation_id = cp.conversation_id AND um.seq > cp.last_read_seq AND um.sender_id <> cp.user_id)`;

export async function upChatUnread(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE conversation_participants ADD COLUMN unread_count integer NOT NULL DEFAULT 0`.execute(db);
  await sql.raw(`UPDATE conversation_participants cp SET unread_count = ${COUNT}`).execute(db);
  await sql`CREATE FUNCTION chat_unread_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE conversation_participants cp SET unread_count = cp.unread_count + x.n
      FROM (
        SELECT p.conversation_id, p.user_id, count(*)::int AS n
        FROM added m JOIN conversation_participants p
          ON p.conversation_id = m.conversation_id AND m.sender_id <> p.user_id AND m.seq > p.last_read_seq
        GROUP BY p.conversation_id, p.user_id
      ) x
      WHERE cp.conversation_id = x.conversation_id AND cp.user_id = x.user_id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER chat_messages_unread_insert AFTER INSERT ON chat_messages
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION chat_unread_on_insert()`.execute(db);
  await sql
    .raw(
      `CREATE FUNCTION chat_unread_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE conversation_participants cp SET unread_count = ${COUNT}
      WHERE cp.conversation_id IN (SELECT DISTINCT conversation_id FROM removed);
      RETURN NULL;
    END $$`,
    )
    .execute(db);
  await sql`CREATE TRIGGER chat_messages_unread_delete AFTER DELETE ON chat_messages
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION chat_unread_on_delete()`.execute(db);
  // A participant's own row: counted when it is added, and again when its watermark moves.
  await sql
    .raw(
      `CREATE FUNCTION chat_unread_of_participant() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.unread_count := (SELECT count(*) FROM chat_messages um
        WHERE um.conversation_id = NEW.conversation_id AND um.seq > NEW.last_read_seq AND um.sender_id <> NEW.user_id);
      RETURN NEW;
    END $$`,
    )
    .execute(db);
  await sql`CREATE TRIGGER conversation_participants_unread_insert BEFORE INSERT ON conversation_participants
    FOR EACH ROW EXECUTE FUNCTION chat_unread_of_participant()`.execute(db);
  await sql`CREATE TRIGGER conversation_participants_unread_read BEFORE UPDATE OF last_read_seq ON conversation_participants
    FOR EACH ROW WHEN (NEW.last_read_seq IS DISTINCT FROM OLD.last_read_seq) EXECUTE FUNCTION chat_unread_of_participant()`.execute(db);
}

export async function downChatUnread(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER conversation_participants_unread_read ON conversation_participants`.execute(db);
  await sql`DROP TRIGGER conversation_participants_unread_insert ON conversation_participants`.execute(db);
  await sql`DROP FUNCTION chat_unread_of_participant()`.execute(db);
  await sql`DROP TRIGGER chat_messages_unread_delete ON chat_messages`.execute(db);
  await sql`DROP FUNCTION chat_unread_on_delete()`.execute(db);
  await sql`DROP TRIGGER chat_messages_unread_insert ON chat_messages`.execute(db);
  await sql`DROP FUNCTION chat_unread_on_insert()`.execute(db);
  await sql`ALTER TABLE conversation_participants DROP COLUMN unread_count`.execute(db);
}
