import { useSWRConfig } from 'swr';
import { chatMessageReplySchema, type SendMessageBody } from '@contracts/chat';
import { apiClient } from '@/lib/api-client';
import { addMessage, bumpConversation } from './chat-cache';

/** POST /chat/conversations/{id}/messages: the message as stored (type defaults to text). */
export async function sendMessage(conversationId: string, body: SendMessageBody) {
  const reply = await apiClient.post(`/chat/conversations/${encodeURIComponent(conversationId)}/messages`, body);
  return chatMessageReplySchema.parse(reply.data).data;
}

/** Sends, then shows the message at the bottom of the conversation and the conversation at the top of the list. Throws on failure. */
export function useSendMessage() {
  const { mutate } = useSWRConfig();
  return async (conversationId: string, body: SendMessageBody) => {
    const message = await sendMessage(conversationId, body);
    await Promise.all([addMessage(mutate, message), bumpConversation(mutate, message, { received: false })]);
    return message;
  };
}
