import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * The demo conversation (README, "Chat"): the demo nurse checks in with the demo patient, who answers. The patient
 * has read everything; the nurse has the patient's answer unread.
 */
export async function seedDemoChat(trx: Kysely<Database>, patientUserId: string, nurseUserId: string): Promise<void> {
  const conversation = await trx
    .insertInto('conversations')
    .values({ participant_key: [patientUserId, nurseUserId].sort().join(','), created_by: nurseUserId, last_seq: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  await trx
    .insertInto('chat_messages')
    .values([
      {
        conversation_id: conversation.id,
        seq: 1,
        sender_id: nurseUserId,
        body: 'Hi Pat, this is Casey from your care team. How are you feeling after your first week of treatment?',
        created_at: at(90),
      },
      {
        conversation_id: conversation.id,
        seq: 2,
        sender_id: patientUserId,
        body: 'Hi Casey! A little nausea the first two days, but much better now. Thank you for checking in.',
        created_at: at(75),
      },
    ])
    .execute();
  await trx
    .insertInto('conversation_participants')
    .values([
      { conversation_id: conversation.id, user_id: nurseUserId, last_read_seq: 1, last_read_at: at(90), last_message_at: at(75) },
      { conversation_id: conversation.id, user_id: patientUserId, last_read_seq: 2, last_read_at: at(75), last_message_at: at(75) },
    ])
    .execute();
}
