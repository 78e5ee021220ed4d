import useSWR from 'swr';
import { patientOrderReplySchema } from '@contracts/orders';
import { apiClient } from '@/lib/api-client';
import { notFoundIsFinal } from '@/lib/swr';

export const patientOrderKey = (id: string) => ['/patient/orders/:id', id] as const;

/** GET /patient/orders/{id}: one of the patient's own orders with its payments and consents. */
export async function getPatientOrder(id: string) {
  const reply = await apiClient.get(`/patient/orders/${encodeURIComponent(id)}`);
  return patientOrderReplySchema.parse(reply.data).data;
}

export const usePatientOrder = (id: string | undefined) =>
  useSWR(id ? patientOrderKey(id) : null, ([, orderId]) => getPatientOrder(orderId), notFoundIsFinal);
