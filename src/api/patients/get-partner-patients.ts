import { partnerPatientListReplySchema, type PartnerPatientListQuery } from '@contracts/patients';
import { useCursorPages } from '@/lib/cursor-pages';
import { getListPage } from '@/lib/swr-hooks';

export type PartnerPatientsQuery = Pick<PartnerPatientListQuery, 'page' | 'limit' | 'after'> & {
  sort?: PartnerPatientListQuery['sort'];
  search?: string;
  status?: PartnerPatientListQuery['status'];
};

/** GET /gym-owner/patients: one page of the partner's patients, found by name, e-mail or phone. */
export async function getPartnerPatients(query: PartnerPatientsQuery) {
  return getListPage('/gym-owner/patients', query, partnerPatientListReplySchema);
}

/** One page of the partner's patients, by cursor when paging forward one page at a time (unsearched: `useCursorPages`). */
export const usePartnerPatients = (query: Omit<PartnerPatientsQuery, 'after'>) =>
  useCursorPages('/gym-owner/patients', query, getPartnerPatients, !query.search);
