import { careTeamPaths } from '@/features/care-team/paths';
import { recordPage } from '@/components/page-load-failure';

/** This feature's fixed texts, in one place for the pages and the tests. */
export const PATIENTS_ERROR_TEXT = 'Error fetching patients';

export const CHART_PAGE = recordPage({
  title: 'Patient chart',
  what: 'patient',
  notFoundText: 'It may not exist. Check the link, or find the patient in the list.',
  back: { to: careTeamPaths.patients, label: 'Back to patients' },
});
