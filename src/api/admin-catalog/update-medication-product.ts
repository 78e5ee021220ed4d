import { medicationProductReplySchema, type UpdateMedicationProductBody } from '@contracts/catalog';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** PUT /super-admin/medication-products/{id}: name, description, active. Replies with the product and its message. */
export async function updateMedicationProduct(id: string, body: UpdateMedicationProductBody) {
  const reply = await apiClient.put(`/super-admin/medication-products/${encodeURIComponent(id)}`, body);
  return medicationProductReplySchema.parse(reply.data);
}

export const useUpdateMedicationProduct = (id: string) =>
  useRecordMutation('/super-admin/medication-products/:id#put', id, updateMedicationProduct);
