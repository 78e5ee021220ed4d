import useSWR from 'swr';
import { doctorOrderFullReplySchema } from '@contracts/doctor';
import { apiClient } from '@/lib/api-client';
import { isNotFound } from '@/lib/api-errors';

/** GET /doctors/orders/{id}: the order with its patient, intake answers, screening flags and decision. */
export async function getDoctorOrder(id: string) {
  const reply = await apiClient.get(`/doctors/orders/${encodeURIComponent(id)}`);
  return doctorOrderFullReplySchema.parse(reply.data).data;
}

export const doctorOrderKey = (id: string) => ['/doctors/orders/:id', id] as const;

/** A 404 is an answer (not one of your patients' orders), not a blip: it is not retried. */
export const useDoctorOrder = (id: string | undefined) =>
  useSWR(id ? doctorOrderKey(id) : null, ([, orderId]) => getDoctorOrder(orderId), {
    onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
      if (isNotFound(error) || retryCount >= 3) return;
      setTimeout(() => void revalidate({ retryCount }), 5_000);
    },
  });
