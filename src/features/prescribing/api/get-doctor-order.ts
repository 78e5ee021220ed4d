import useSWR from 'swr';
import { doctorOrderFullReplySchema } from '@contracts/doctor';
import { apiClient } from '@/lib/api-client';
import { notFoundIsFinal } from './retry';

export const doctorOrderKey = (id: string) => ['/doctors/orders/:id', id] as const;

/** GET /doctors/orders/{id}: the order with its medication, rx information and prescription id. */
export async function getDoctorOrder(id: string) {
  const reply = await apiClient.get(`/doctors/orders/${encodeURIComponent(id)}`);
  return doctorOrderFullReplySchema.parse(reply.data).data;
}

/** Not revalidated on focus: a refetch must never reset a step the doctor is filling in. */
export const useDoctorOrder = (id: string | undefined) =>
  useSWR(id ? doctorOrderKey(id) : null, ([, orderId]) => getDoctorOrder(orderId), { ...notFoundIsFinal, revalidateOnFocus: false });
