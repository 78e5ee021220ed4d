import type { CarePatientListQuery } from '#contracts/patient-charts';
import type { Ctx } from '#server/platform/context';
import { patientPage } from './patients.service';
import { patientView } from './patients.views';

/**
 * GET /care/patients: every patient (the care roles' 'ALL' rows of patients.policy.ts), through the same list as the
 * admin's (`who: 'ALL'`: read in index order, no count of a filter), searched by name, e-mail or phone; unsearched, paged by cursor as well, counted exactly.
 */
export async function listCarePatients(ctx: Ctx, query: CarePatientListQuery) {
  const { rows, paging } = await patientPage(ctx, { ...query, who: 'ALL' });
  return { items: rows.map(patientView), ...paging };
}
