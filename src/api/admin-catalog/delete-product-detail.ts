import { messageOnlySchema } from '@contracts/common';
import { apiClient } from '@/lib/api-client';

/** DELETE /super-admin/product-details/{id}. */
export async function deleteProductDetail(id: string) {
  const reply = await apiClient.delete(`/super-admin/product-details/${encodeURIComponent(id)}`);
  return messageOnlySchema.parse(reply.data);
}
