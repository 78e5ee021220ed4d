import useSWR from 'swr';
import { patientOrderReplySchema } from '@contracts/patient';
import { apiClient } from '@/lib/api-client';
import { isNotFound } from '@/lib/api-errors';

/** GET /patient/orders/{id}: one of the patient's own orders with its payments and consents. */
export async function getPatientOrder(id: string) {
  const reply = await apiClient.get(`/patient/orders/${encodeURIComponent(id)}`);
  return patientOrderReplySchema.parse(reply.data).data;
}

/** A 404 is an answer (no such order of yours), not a blip: it is not retried. */
export const usePatientOrder = (id: string | undefined) =>
  useSWR(id ? (['/patient/orders/:id', id] as const) : null, ([, orderId]) => getPatientOrder(orderId), {
    onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
      if (isNotFound(error) || retryCount >= 3) return;
      setTimeout(() => void revalidate({ retryCount }), 5_000);
    },
  });
