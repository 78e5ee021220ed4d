import { partnerOrdersReplySchema } from '@contracts/orders';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

type Paging = { page: number; limit: number };

/** GET /super-admin/patients/{id}/orders: one page of the patient's orders, newest first. */
export async function getAdminPatientOrders(id: string, paging: Paging) {
  return getListPage(`/super-admin/patients/${encodeURIComponent(id)}/orders`, paging, partnerOrdersReplySchema);
}

export const useAdminPatientOrders = (id: string, paging: Paging) =>
  usePagedSWR([`/super-admin/patients/${id}/orders`, paging] as const, (p) => getAdminPatientOrders(id, p));
