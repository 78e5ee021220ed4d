import { useSWRConfig } from 'swr';
import { messageOnlySchema } from '@contracts/common';
import { signOutOthersReplySchema, type AccountSession } from '@contracts/account';
import { apiClient } from '@/lib/api-client';
import { accountSessionsKey } from './get-account-sessions';

/** DELETE /account/sessions/{id}: signs one of the person's sessions out. */
export async function endSession(id: string) {
  const reply = await apiClient.delete(`${accountSessionsKey}/${encodeURIComponent(id)}`);
  return messageOnlySchema.parse(reply.data);
}

/** POST /account/sessions/sign-out-others: every session but this one. */
export async function signOutOtherSessions() {
  const reply = await apiClient.post(`${accountSessionsKey}/sign-out-others`);
  return signOutOthersReplySchema.parse(reply.data);
}

/** Each write takes the ended sessions off the cached list at once, then reads it again. */
export function useSessionActions() {
  const { mutate } = useSWRConfig();
  const keep = (test: (session: AccountSession) => boolean) =>
    void mutate<AccountSession[]>(accountSessionsKey, (list) => list?.filter(test), { revalidate: true });
  return {
    end: async (id: string) => {
      const reply = await endSession(id);
      keep((session) => session.id !== id);
      return reply;
    },
    endOthers: async () => {
      const reply = await signOutOtherSessions();
      keep((session) => session.current);
      return reply;
    },
  };
}
