import useSWR from 'swr';
import { doctorOrderFullReplySchema } from '@contracts/order-review';
import { apiClient } from '@/lib/api-client';
import { notFoundIsFinal } from '@/lib/swr';

export const doctorOrderKey = (id: string) => ['/doctors/orders/:id', id] as const;

/** GET /doctors/orders/{id}: the order with its patient, intake answers, screening flags, decision and rx information. */
export async function getDoctorOrder(id: string) {
  const reply = await apiClient.get(`/doctors/orders/${encodeURIComponent(id)}`);
  return doctorOrderFullReplySchema.parse(reply.data).data;
}

/** Not revalidated on focus: a refetch must never reset a step or a decision the doctor is filling in. */
export const useDoctorOrder = (id: string | null | undefined) =>
  useSWR(id ? doctorOrderKey(id) : null, ([, orderId]) => getDoctorOrder(orderId), { ...notFoundIsFinal, revalidateOnFocus: false });
