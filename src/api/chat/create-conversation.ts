import { useSWRConfig } from 'swr';
import { conversationReplySchema, type CreateConversationBody } from '@contracts/chat';
import { apiClient } from '@/lib/api-client';
import { addConversation } from './chat-cache';

/** POST /chat/conversations: a conversation with these phones' owners (an existing one with exactly them is returned). */
export async function createConversation(body: CreateConversationBody) {
  return conversationReplySchema.parse((await apiClient.post('/chat/conversations', body)).data).data;
}

/** Creates (or finds) the conversation and puts it at the top of the list. Throws on failure. */
export function useCreateConversation() {
  const { mutate } = useSWRConfig();
  return async (body: CreateConversationBody) => {
    const conversation = await createConversation(body);
    await addConversation(mutate, conversation);
    return conversation;
  };
}
