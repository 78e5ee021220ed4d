import { apiClient } from '@/lib/api-client';

/** GET /super-admin/medication-products/stats/download?ids=a,b&startDate&endDate: the selected medications' CSV, as a blob. */
export async function downloadMedicationStats(ids: readonly string[], range: { startDate: string; endDate: string }): Promise<Blob> {
  const reply = await apiClient.get<Blob>('/super-admin/medication-products/stats/download', {
    params: { ids: ids.join(','), ...range },
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  });
  return reply.data;
}
