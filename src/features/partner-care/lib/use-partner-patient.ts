import type { PartnerPatient } from '@contracts/patients';
import { usePartnerPatient as usePatientRecord } from '@/api/patients/get-partner-patient';
import { replyStatus } from '@/lib/api-errors';

/** One of the partner's patients, read by id; `unknown` when the server answers that there is no such patient (404). */
export function usePartnerPatient(id: string | undefined) {
  const load = usePatientRecord(id);
  const unknown = !id || replyStatus(load.error) === 404;
  return {
    patient: load.data,
    unknown,
    error: unknown ? undefined : (load.error as unknown),
    isLoading: load.isLoading,
    mutate: () => load.mutate(),
    /** Shows the saved record (from a change's reply) without reading it again. */
    replace: (next: PartnerPatient) => load.mutate(next, { revalidate: false }),
  };
}
