import { customTokenReplySchema } from '@contracts/chat';
import { apiClient } from '@/lib/api-client';

export const chatCustomTokenKey = '/chat/custom-token';

/** GET /chat/custom-token: a short-lived token for the realtime socket, and the socket's path. Fetched fresh for every connection (never cached). */
export async function getChatCustomToken() {
  return customTokenReplySchema.parse((await apiClient.get(chatCustomTokenKey)).data).data;
}
