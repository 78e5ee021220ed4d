import { messageOnlySchema } from '@contracts/common';
import { apiClient } from '@/lib/api-client';

/** POST /auth/logout: revokes the refresh token on the server. */
export async function logout(refreshToken: string | null): Promise<void> {
  const reply = await apiClient.post('/auth/logout', refreshToken ? { refreshToken } : {});
  messageOnlySchema.parse(reply.data);
}
