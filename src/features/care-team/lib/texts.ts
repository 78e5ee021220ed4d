import { careTeamPaths } from '@/features/care-team/paths';

/** This feature's fixed texts, in one place for the pages and the tests. */
export const PATIENTS_ERROR_TEXT = 'Error fetching patients';

const BACK_TO_PATIENTS = { to: careTeamPaths.patients, label: 'Back to patients' };

export const CHART_PAGE = {
  title: 'Patient chart',
  loadingLabel: 'Loading the patient',
  back: BACK_TO_PATIENTS,
  backLink: BACK_TO_PATIENTS,
  notFoundTitle: 'Patient not found',
  what: 'patient',
  notFoundText: 'It may not exist. Check the link, or find the patient in the list.',
  errorText: 'Error fetching patient details',
};
