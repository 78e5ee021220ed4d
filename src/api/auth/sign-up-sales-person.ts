import useSWRMutation from 'swr/mutation';
import { otpSentReplySchema, type SignUpSalesPersonBody } from '@contracts/auth';
import { apiClient } from '@/lib/api-client';

/** POST /auth/sign-up/sales-person: creates the account and sends a one-time code. */
export async function signUpSalesPerson(body: SignUpSalesPersonBody) {
  const reply = await apiClient.post('/auth/sign-up/sales-person', body);
  return otpSentReplySchema.parse(reply.data).data;
}

export const useSignUpSalesPerson = () =>
  useSWRMutation('/auth/sign-up/sales-person', (_key: string, { arg }: { arg: SignUpSalesPersonBody }) => signUpSalesPerson(arg));
