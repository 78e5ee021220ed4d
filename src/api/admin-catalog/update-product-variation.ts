import { adminVariationReplySchema, type UpdateProductVariationBody } from '@contracts/catalog';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** PUT /super-admin/product-variations/{key}: name, dose, supply, monthly price in cents, active (a price: new orders only). */
export async function updateProductVariation(key: string, body: UpdateProductVariationBody) {
  const reply = await apiClient.put(`/super-admin/product-variations/${encodeURIComponent(key)}`, body);
  return adminVariationReplySchema.parse(reply.data);
}

export const useUpdateProductVariation = (key: string) =>
  useRecordMutation('/super-admin/product-variations/:key#put', key, updateProductVariation);
