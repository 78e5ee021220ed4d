import { PATIENT_SORT_LABELS } from './sort-labels';

/** What every patients list page (SearchedListPage) says alike: its title, search, sorts and loading bar. */
export const PATIENT_LIST_TEXTS = {
  title: 'Patients',
  search: { label: 'Search patients', helperText: 'Name, email or phone number' },
  sortLabels: PATIENT_SORT_LABELS,
  progressLabel: 'Loading patients',
} as const;
