import { productDetailReplySchema, type CreateProductDetailBody } from '@contracts/catalog';
import { apiClient } from '@/lib/api-client';

/** POST /super-admin/product-details: a new detail of a product (last, or at `position`). */
export async function createProductDetail(body: CreateProductDetailBody) {
  const reply = await apiClient.post('/super-admin/product-details', body);
  return productDetailReplySchema.parse(reply.data);
}
