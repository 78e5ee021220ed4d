import { useSWRConfig } from 'swr';
import { apiKeyReplySchema, createApiKeyReplySchema, type CreateApiKeyBody } from '@contracts/api-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api-keys: a new key; the reply's `secret` is shown this once. */
export async function createApiKey(body: CreateApiKeyBody) {
  return createApiKeyReplySchema.parse((await apiClient.post('/api-keys', body)).data);
}

/** DELETE /api-keys/{id}: the key stops working at once. */
export async function revokeApiKey(id: string) {
  return apiKeyReplySchema.parse((await apiClient.delete(`/api-keys/${encodeURIComponent(id)}`)).data);
}

/** Creating and revoking keys; each reads every page of the list again. */
export function useApiKeyActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate((key) => Array.isArray(key) && key[0] === '/api-keys');
  return {
    create: async (body: CreateApiKeyBody) => {
      const reply = await createApiKey(body);
      await refresh();
      return reply.data;
    },
    revoke: async (id: string) => {
      const reply = await revokeApiKey(id);
      await refresh();
      return reply;
    },
  };
}
