import useSWRMutation from 'swr/mutation';
import { customPriceReplySchema, type CreateCustomPriceBody, type UpdateCustomPriceBody } from '@contracts/custom-pricing';
import { apiClient } from '@/lib/api-client';

/** Shown when the server answers without a message of its own. */
export const CUSTOM_PRICE_CREATED = 'Custom price created successfully';
export const CUSTOM_PRICE_UPDATED = 'Custom price updated successfully';

/** POST /super-admin/custom-pricing: a partner's own monthly price for a variation (409 when it has one already). */
export async function createCustomPrice(body: CreateCustomPriceBody) {
  const reply = await apiClient.post('/super-admin/custom-pricing', body);
  return customPriceReplySchema.parse(reply.data);
}

/** PUT /super-admin/custom-pricing/{id}: a new monthly price (orders already made keep theirs). */
export async function updateCustomPrice(id: string, body: UpdateCustomPriceBody) {
  const reply = await apiClient.put(`/super-admin/custom-pricing/${encodeURIComponent(id)}`, body);
  return customPriceReplySchema.parse(reply.data);
}

type SaveArg = { id: string; body: UpdateCustomPriceBody } | { id?: undefined; body: CreateCustomPriceBody };

/** Creates a custom price, or changes one when `id` is given; throws so that the form can show the error. */
export const useSaveCustomPrice = () =>
  useSWRMutation(
    '/super-admin/custom-pricing#save',
    (_key, { arg }: { arg: SaveArg }) =>
      arg.id ? updateCustomPrice(arg.id, arg.body) : createCustomPrice(arg.body as CreateCustomPriceBody),
    { throwOnError: true },
  );
