import useSWRMutation from 'swr/mutation';
import { checkoutReplySchema, type CheckoutBody } from '@contracts/onboarding';
import { apiClient } from '@/lib/api-client';
import { intakeHeaders } from '@/api/intake/intake-headers';

export type CheckoutResult = ReturnType<typeof checkoutReplySchema.parse>['data'];

export interface CheckoutArg {
  intakeToken: string;
  body: CheckoutBody;
}

/** POST /patients: pays, creates the account and the order awaiting review. 402 = declined, nothing paid. */
export async function checkout({ intakeToken, body }: CheckoutArg): Promise<CheckoutResult> {
  const reply = await apiClient.post('/patients', body, { headers: intakeHeaders(intakeToken) });
  return checkoutReplySchema.parse(reply.data).data;
}

export const useCheckout = () => useSWRMutation('/patients', (_key: string, { arg }: { arg: CheckoutArg }) => checkout(arg));
