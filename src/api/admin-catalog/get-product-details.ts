import useSWR from 'swr';
import { productDetailListReplySchema } from '@contracts/catalog';
import { apiClient } from '@/lib/api-client';

export const productDetailsKey = (productId: string) => ['/super-admin/product-details', productId] as const;

/** GET /super-admin/product-details?productId=: the product's details in order (up to 100). */
export async function getProductDetails(productId: string) {
  const reply = await apiClient.get('/super-admin/product-details', { params: { productId, limit: 100 } });
  return productDetailListReplySchema.parse(reply.data).data;
}

export const useProductDetails = (productId: string) => useSWR(productDetailsKey(productId), ([, id]) => getProductDetails(id));
