import { careTeamPaths } from '@/features/care-team/paths';
import { recordPage } from '@/components/page-load-failure';

/** This feature's fixed texts, in one place for the pages and the tests. */
export const PATIENTS_ERROR_TEXT = 'Error fetching patients';

const BACK_TO_PATIENTS = { to: careTeamPaths.patients, label: 'Back to patients' };

export const CHART_PAGE = recordPage({
  title: 'Patient chart',
  what: 'patient',
  notFoundText: 'It may not exist. Check the link, or find the patient in the list.',
  errorText: 'Error fetching patient details',
  back: BACK_TO_PATIENTS,
});
