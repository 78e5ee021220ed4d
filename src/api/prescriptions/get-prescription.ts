import useSWR from 'swr';
import { prescriptionReplySchema } from '@contracts/prescriptions';
import { apiClient } from '@/lib/api-client';
import { notFoundIsFinal } from '@/lib/swr';

export const prescriptionKey = (id: string) => ['/doctors/prescriptions/:id', id] as const;

/** GET /doctors/prescriptions/{id}: one of the doctor's prescriptions, with where it was sent and its status. */
export async function getPrescription(id: string) {
  const reply = await apiClient.get(`/doctors/prescriptions/${encodeURIComponent(id)}`);
  return prescriptionReplySchema.parse(reply.data).data;
}

export const usePrescription = (id: string | null | undefined) =>
  useSWR(id ? prescriptionKey(id) : null, ([, prescriptionId]) => getPrescription(prescriptionId), notFoundIsFinal);
