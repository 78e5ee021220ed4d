import useSWR from 'swr';
import { medicationOptionsReplySchema } from '@contracts/admin-catalog';
import { apiClient } from '@/lib/api-client';
import { listParams } from '@/lib/swr-hooks';

export type MedicationOptionsQuery = { name?: string; type?: string };

export const medicationOptionsKey = (query: MedicationOptionsQuery) => ['/super-admin/medications/options', query] as const;

/** GET /super-admin/medications/options: medications by name (contains) or type, each with its variations; and the types. */
export async function getMedicationOptions(query: MedicationOptionsQuery) {
  const reply = await apiClient.get('/super-admin/medications/options', { params: listParams({ page: 1, limit: 1, ...query }) });
  return medicationOptionsReplySchema.parse(reply.data).data;
}

export const useMedicationOptions = (query: MedicationOptionsQuery) =>
  useSWR(medicationOptionsKey(query), ([, q]) => getMedicationOptions(q), { keepPreviousData: true });
