import useSWRMutation from 'swr/mutation';
import { apiClient } from '@/lib/api-client';

/** POST /auth/logout: revokes the refresh token on the server. */
export async function logout(refreshToken: string | null): Promise<void> {
  await apiClient.post('/auth/logout', refreshToken ? { refreshToken } : {});
}

export const useLogout = () => useSWRMutation('/auth/logout', (_key: string, { arg }: { arg: string | null }) => logout(arg));
