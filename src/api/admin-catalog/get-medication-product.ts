import useSWR from 'swr';
import { medicationProductReplySchema } from '@contracts/admin-catalog';
import { apiClient } from '@/lib/api-client';

export const medicationProductKey = (id: string) => ['/super-admin/medication-products/:id', id] as const;

/** GET /super-admin/medication-products/{id}: the product with its variations. */
export async function getMedicationProduct(id: string) {
  const reply = await apiClient.get(`/super-admin/medication-products/${encodeURIComponent(id)}`);
  return medicationProductReplySchema.parse(reply.data).data;
}

export const useMedicationProduct = (id: string | undefined) =>
  useSWR(id ? medicationProductKey(id) : null, ([, productId]) => getMedicationProduct(productId));
