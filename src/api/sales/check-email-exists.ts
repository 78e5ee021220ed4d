import { checkExistReplySchema } from '@contracts/sales-people';
import { apiClient } from '@/lib/api-client';

/** GET /users/check-exist?email=: whether an account already uses the e-mail. */
export async function checkEmailExists(email: string) {
  const reply = await apiClient.get('/users/check-exist', { params: { email } });
  return checkExistReplySchema.parse(reply.data).data.exists;
}
