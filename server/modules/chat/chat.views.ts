import type { ChatMessage, ChatUser, Conversation } from '#contracts/chat';
import type { MessageRow } from './chat-messages.repository';
import type { ConversationRow, Other, ParticipantRow } from './chat.repository';

type Person = { id: string; first_name: string; last_name: string; role: ChatUser['role']; phone_number: string | null };

export const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();

export const chatUserView = (p: Person): ChatUser => ({ id: p.id, fullName: fullName(p), role: p.role, phone: p.phone_number });

const participantUser = (p: Other): ChatUser =>
  chatUserView({ id: p.user_id, first_name: p.first_name, last_name: p.last_name, role: p.role, phone_number: p.phone_number });

type Message = Pick<MessageRow, 'id' | 'conversation_id' | 'seq' | 'sender_id' | 'sender_name' | 'body' | 'type' | 'created_at'>;

/**
 * Whether a message reads as read to `viewerId`: one they received, when their watermark reaches it; one they sent,
 * when every other participant's does.
 */
export function isRead(
  message: Pick<Message, 'seq' | 'sender_id'>,
  viewerId: string,
  participants: readonly Pick<ParticipantRow, 'user_id' | 'last_read_seq'>[],
): boolean {
  if (message.sender_id === viewerId) return participants.every((p) => p.user_id === viewerId || p.last_read_seq >= message.seq);
  const viewer = participants.find((p) => p.user_id === viewerId);
  return Boolean(viewer && viewer.last_read_seq >= message.seq);
}

export const messageView = (m: Message, read: boolean): ChatMessage => ({
  id: m.id,
  conversationId: m.conversation_id,
  senderId: m.sender_id,
  senderName: m.sender_name,
  body: m.body,
  type: m.type,
  read,
  createdAt: m.created_at.toISOString(),
});

/** A row of the caller's list: the other participants, their names as the title, the last message, the unread count. */
export function conversationView(row: ConversationRow, viewerId: string): Conversation {
  const others = row.others;
  const participants = [{ user_id: viewerId, last_read_seq: row.last_read_seq }, ...others];
  const last: Message | null =
    row.last_id && row.last_seq !== null && row.last_sender_id && row.last_created_at && row.last_type && row.last_body !== null
      ? {
          id: row.last_id,
          conversation_id: row.conversation_id,
          seq: row.last_seq,
          sender_id: row.last_sender_id,
          sender_name: row.last_sender_name ?? '',
          body: row.last_body,
          type: row.last_type,
          created_at: row.last_created_at,
        }
      : null;
  return {
    id: row.conversation_id,
    title: others.map((p) => fullName(p)).join(', '),
    participants: others.map(participantUser),
    lastMessage: last ? messageView(last, isRead(last, viewerId, participants)) : null,
    unreadCount: row.unread,
    updatedAt: row.last_message_at.toISOString(),
  };
}
