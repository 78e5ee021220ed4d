import useSWR from 'swr';
import { productVariationsReplySchema } from '@contracts/catalog';
import { apiClient } from '@/lib/api-client';

export const PRODUCT_VARIATIONS_KEY = '/patients/product-variations';

/** GET /patients/product-variations: the medications and doses a patient can choose. */
export async function getProductVariations() {
  const reply = await apiClient.get(PRODUCT_VARIATIONS_KEY);
  return productVariationsReplySchema.parse(reply.data).data.productVariations;
}

export const useProductVariations = () => useSWR(PRODUCT_VARIATIONS_KEY, getProductVariations, { revalidateOnFocus: false });
