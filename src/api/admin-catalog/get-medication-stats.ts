import useSWR from 'swr';
import { medicationStatsReplySchema } from '@contracts/catalog';
import { apiClient } from '@/lib/api-client';

export type MedicationStatsRange = { startDate: string; endDate: string };

export const medicationStatsKey = (range: MedicationStatsRange) => ['/super-admin/medication-products/stats', range] as const;

/** GET /super-admin/medication-products/stats: orders, patients and revenue per product in the range, the most ordered first. */
export async function getMedicationStats(range: MedicationStatsRange) {
  const reply = await apiClient.get('/super-admin/medication-products/stats', { params: range });
  return medicationStatsReplySchema.parse(reply.data).data;
}

export const useMedicationStats = (range: MedicationStatsRange | null) =>
  useSWR(range ? medicationStatsKey(range) : null, ([, r]) => getMedicationStats(r), { keepPreviousData: true });
