import { useState } from 'react';
import useSWR from 'swr';
import { doctorPatientListReplySchema, type DoctorPatientListQuery } from '@contracts/patients';
import { getListPage } from '@/lib/swr-hooks';

/** Without a sort the server's default order applies (the patient chooser needs none). */
export type DoctorPatientsQuery = Pick<DoctorPatientListQuery, 'page' | 'limit' | 'after'> & {
  sort?: DoctorPatientListQuery['sort'];
  search?: string;
};

export const doctorPatientsKey = (query: DoctorPatientsQuery) => ['/doctors/patients', query] as const;

/** GET /doctors/patients: one page of the patients assigned to the doctor, found by name or e-mail. */
export async function getDoctorPatients(query: DoctorPatientsQuery) {
  return getListPage('/doctors/patients', query, doctorPatientListReplySchema);
}

/** The search and sort a cursor belongs to: a cursor from one list never pages another. */
const scopeOf = ({ limit, sort, search }: DoctorPatientsQuery) => JSON.stringify([limit, sort, search]);

interface KnownCursors {
  scope: string;
  /** The `after` for a page, from the reply for the page before it. */
  byPage: Record<number, string>;
}

/**
 * One page of the doctor's patients. Paging forward one page at a time, a page whose cursor the previous page's reply
 * gave (`nextCursor`) is asked for with `after`, so that the server starts right after that patient instead of reading
 * past every one before the page; any other page (a jump, the first after the search or sort changed, a search) by
 * `page`. The server gives cursors for the unsearched list only.
 */
export function useDoctorPatients(query: Omit<DoctorPatientsQuery, 'after'>) {
  const scope = scopeOf(query);
  const [cursors, setCursors] = useState<KnownCursors>({ scope, byPage: {} });
  const after = cursors.scope === scope && !query.search ? cursors.byPage[query.page] : undefined;

  const fetchPage = async (sent: DoctorPatientsQuery) => {
    const reply = await getDoctorPatients(sent);
    const { nextCursor } = reply;
    if (nextCursor) {
      // Keyed by the query this reply answers, not the one on screen now: a late reply never files its cursor under another page.
      const sentScope = scopeOf(sent);
      setCursors((known) => ({
        scope: sentScope,
        byPage: { ...(known.scope === sentScope ? known.byPage : {}), [sent.page + 1]: nextCursor },
      }));
    }
    return reply;
  };
  return useSWR(doctorPatientsKey({ ...query, ...(after ? { after } : {}) }), ([, sent]) => fetchPage(sent), { keepPreviousData: true });
}
