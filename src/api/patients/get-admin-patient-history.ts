import { patientHistoryReplySchema } from '@contracts/patients';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

type Paging = { page: number; limit: number };

/** GET /super-admin/patients/{id}/history: one page of the patient's timeline, newest first. */
export async function getAdminPatientHistory(id: string, paging: Paging) {
  return getListPage(`/super-admin/patients/${encodeURIComponent(id)}/history`, paging, patientHistoryReplySchema);
}

export const useAdminPatientHistory = (id: string, paging: Paging) =>
  usePagedSWR([`/super-admin/patients/${id}/history`, paging] as const, (p) => getAdminPatientHistory(id, p));
