import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { checkoutReplySchema, type renewalOrderBodySchema } from '@contracts/onboarding';
import { apiClient } from '@/lib/api-client';
import type { CheckoutResult } from './checkout';

export type RenewalOrderBody = z.infer<typeof renewalOrderBodySchema>;

/** POST /patients/create-renewal-order-questionnaire: pays for and creates the renewal order. */
export async function createRenewalOrder(body: RenewalOrderBody): Promise<CheckoutResult> {
  const reply = await apiClient.post('/patients/create-renewal-order-questionnaire', body);
  return checkoutReplySchema.parse(reply.data).data;
}

export const useCreateRenewalOrder = () =>
  useSWRMutation('/patients/create-renewal-order-questionnaire', (_key: string, { arg }: { arg: RenewalOrderBody }) =>
    createRenewalOrder(arg),
  );
