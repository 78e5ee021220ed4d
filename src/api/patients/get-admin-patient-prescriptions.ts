import { prescriptionListReplySchema } from '@contracts/prescriptions';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

type Paging = { page: number; limit: number };

/** GET /super-admin/patients/{id}/prescriptions: one page of the patient's prescriptions, newest first. */
export async function getAdminPatientPrescriptions(id: string, paging: Paging) {
  return getListPage(`/super-admin/patients/${encodeURIComponent(id)}/prescriptions`, paging, prescriptionListReplySchema);
}

export const useAdminPatientPrescriptions = (id: string, paging: Paging) =>
  usePagedSWR([`/super-admin/patients/${id}/prescriptions`, paging] as const, (p) => getAdminPatientPrescriptions(id, p));
