import { productDetailReplySchema, type UpdateProductDetailBody } from '@contracts/catalog';
import { apiClient } from '@/lib/api-client';

/** PUT /super-admin/product-details/{id}: its section, title, text (and position when sent). */
export async function updateProductDetail(id: string, body: UpdateProductDetailBody) {
  const reply = await apiClient.put(`/super-admin/product-details/${encodeURIComponent(id)}`, body);
  return productDetailReplySchema.parse(reply.data);
}
