import useSWR, { useSWRConfig } from 'swr';
import { medicationProductReplySchema } from '@contracts/catalog';
import { apiClient } from '@/lib/api-client';

export const medicationProductKey = (id: string) => ['/super-admin/medication-products/:id', id] as const;

/** GET /super-admin/medication-products/{id}: the product with its variations. */
export async function getMedicationProduct(id: string) {
  const reply = await apiClient.get(`/super-admin/medication-products/${encodeURIComponent(id)}`);
  return medicationProductReplySchema.parse(reply.data).data;
}

export const useMedicationProduct = (id: string | undefined) =>
  useSWR(id ? medicationProductKey(id) : null, ([, productId]) => getMedicationProduct(productId));

/** Asks again for a product another page changed (a variation's price): its page shows the change when it opens. */
export function useRefreshMedicationProduct() {
  const { mutate } = useSWRConfig();
  return (id: string) => mutate(medicationProductKey(id));
}
