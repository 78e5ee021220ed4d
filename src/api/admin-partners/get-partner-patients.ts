import { partnerPatientsReplySchema, type AdminPartnerPatientsQuery } from '@contracts/partners';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export type PartnerPatientsRequest = Pick<AdminPartnerPatientsQuery, 'page' | 'limit' | 'show'> & {
  sort?: AdminPartnerPatientsQuery['sort'];
  search?: string;
};

/** GET /super-admin/gym-owner/{id}/unassigned-patients: the partner's patients without a doctor (`show=all`: all). */
export const getAdminPartnerPatients = ([partnerId, query]: readonly [string, PartnerPatientsRequest]) =>
  getListPage(`/super-admin/gym-owner/${encodeURIComponent(partnerId)}/unassigned-patients`, query, partnerPatientsReplySchema);

export const useAdminPartnerPatients = (partnerId: string, query: PartnerPatientsRequest) =>
  usePagedSWR(['/super-admin/gym-owner/:id/unassigned-patients', [partnerId, query] as const] as const, getAdminPartnerPatients);
