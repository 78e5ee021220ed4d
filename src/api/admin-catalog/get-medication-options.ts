import useSWR from 'swr';
import { medicationOptionsReplySchema } from '@contracts/catalog';
import { apiClient } from '@/lib/api-client';

export type MedicationOptionsQuery = { name?: string; type?: string };

export const medicationOptionsKey = (query: MedicationOptionsQuery) => ['/super-admin/medications/options', query] as const;

/** GET /super-admin/medications/options: medications by name (contains) or type, each with its variations; and the types. */
export async function getMedicationOptions(query: MedicationOptionsQuery) {
  const reply = await apiClient.get('/super-admin/medications/options', {
    params: { ...(query.name ? { name: query.name } : {}), ...(query.type ? { type: query.type } : {}) },
  });
  return medicationOptionsReplySchema.parse(reply.data).data;
}

export const useMedicationOptions = (query: MedicationOptionsQuery) =>
  useSWR(medicationOptionsKey(query), ([, q]) => getMedicationOptions(q), { keepPreviousData: true });
