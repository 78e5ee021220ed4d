import { actAsExchangeReplySchema } from '@contracts/auth';
import { apiClient } from '@/lib/api-client';

/** POST /auth/act-as/exchange: the one-time "act as" code from the URL, for the acting session (on the target portal's host). */
export async function exchangeActAs(code: string) {
  const reply = await apiClient.post('/auth/act-as/exchange', { code });
  return actAsExchangeReplySchema.parse(reply.data).data;
}
