import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import type { PartnerPatient } from '@contracts/patients';
import { getPartnerPatients, partnerPatientsKey } from '@/api/patients/get-partner-patients';

/** What links to a patient's page carry: the e-mail the page finds the patient by. */
export type PatientLinkState = { email?: string } | null;

/**
 * One of the partner's patients. The API has no single-patient read for partners (GET /gym-owner/patients/{id}), so
 * the page asks the list for the e-mail its link carried and picks the patient by id: fresh from the server, and
 * scoped by the same policy. Without that e-mail (an address typed or pasted) there is nothing to ask: `unknown`.
 */
export function usePartnerPatient(id: string | undefined) {
  const email = (useLocation().state as PatientLinkState)?.email;
  const query = { page: 1, limit: 50, search: email ?? '' };
  const load = useSWR(email && id ? partnerPatientsKey(query) : null, ([, q]) => getPartnerPatients(q));
  const patient = load.data?.items.find((p) => p.id === id);
  return {
    patient,
    email,
    /** The list answered, or there was nothing to ask it, and the patient is not there. */
    unknown: !email || !id || (load.data !== undefined && !patient),
    error: load.error as unknown,
    isLoading: load.isLoading,
    mutate: () => load.mutate(),
    /** Shows the saved record (from a change's reply) without asking the list again. */
    replace: (next: PartnerPatient) =>
      load.mutate((page) => page && { ...page, items: page.items.map((p) => (p.id === next.id ? next : p)) }, { revalidate: false }),
  };
}
