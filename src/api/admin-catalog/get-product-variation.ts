import useSWR from 'swr';
import { adminVariationReplySchema } from '@contracts/catalog';
import { apiClient } from '@/lib/api-client';

export const productVariationKey = (key: string) => ['/super-admin/product-variations/:key', key] as const;

/** GET /super-admin/product-variations/{key}: the variation with its price on each plan and its last price change. */
export async function getProductVariation(key: string) {
  const reply = await apiClient.get(`/super-admin/product-variations/${encodeURIComponent(key)}`);
  return adminVariationReplySchema.parse(reply.data).data;
}

export const useProductVariation = (key: string | undefined) =>
  useSWR(key ? productVariationKey(key) : null, ([, k]) => getProductVariation(k));
