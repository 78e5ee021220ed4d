import useSWR from 'swr';
import { accountSessionsReplySchema } from '@contracts/account';
import { apiClient } from '@/lib/api-client';

export const accountSessionsKey = '/account/sessions';

/** GET /account/sessions: the person's live sessions, most recently used first, this one marked `current`. */
export async function getAccountSessions() {
  const reply = await apiClient.get(accountSessionsKey);
  return accountSessionsReplySchema.parse(reply.data).data.sessions;
}

export const useAccountSessions = () => useSWR(accountSessionsKey, getAccountSessions);
