import { partnerPatientListQuerySchema, PATIENT_STATUSES } from '@contracts/patients';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page';
import { PatientsTable } from '@/components/patients-table';
import { ListSearchToolbar } from '@/components/search-toolbar';
import { SelectFilter } from '@/components/select-filter';
import { useListQuery, useStayOnLastPage } from '@/lib/use-list-query';
import { usePartnerPatients } from '@/api/patients/get-partner-patients';
import { ExternalPatientsSection } from '@/features/partner-care/components/external-patients-section';
import { PATIENT_STATUS_LABELS, PATIENTS_ERROR_TEXT, type PatientStatus } from '@/features/partner-care/lib/texts';
import { carePaths } from '@/features/partner-care/paths';

const SORTS = partnerPatientListQuerySchema.shape.sort.unwrap().options;
type PatientSort = (typeof SORTS)[number];
const SORT_LABELS: Record<PatientSort, string> = {
  'name:asc': 'Name, A to Z',
  'name:desc': 'Name, Z to A',
  'createdAt:desc': 'Newest patients first',
  'createdAt:asc': 'Oldest patients first',
};

/** What the list says while loading, when its load failed, and when the search matched nothing. */
const LIST_STATES = {
  progressLabel: 'Loading patients',
  errorTitle: PATIENTS_ERROR_TEXT,
  noMatch: <EmptyState title="No patients match your search" description="Try another name, e-mail, phone number or status." />,
};

/** The partner's patients (searched, filtered, sorted and paged on the server), then those of other services, apart. */
export function PartnerPatientsPage() {
  const list = useListQuery({ sort: { options: SORTS, default: 'name:asc' }, statuses: PATIENT_STATUSES });
  const { query, update } = list;
  const patients = usePartnerPatients({
    page: query.page,
    limit: query.limit,
    sort: query.sort,
    search: query.search,
    status: (query.status || undefined) as PatientStatus | undefined,
  });
  const { data } = patients;
  const pastEnd = useStayOnLastPage(list, data?.total);

  return (
    <>
      <ListPage
        title="Patients"
        subtitle="The patients who started with your intake link."
        empty={
          data && data.total === 0 && !query.search && !query.status ? (
            <EmptyState title="No patients yet" description="Patients who start with your intake link will appear here." />
          ) : undefined
        }
        toolbar={
          <ListSearchToolbar list={list} label="Search patients" helperText="Name, e-mail or phone number">
            <SelectFilter
              label="Status"
              value={query.status as PatientStatus | ''}
              options={PATIENT_STATUSES.map((s) => ({ value: s, label: PATIENT_STATUS_LABELS[s] }))}
              onChange={(status) => update({ status, page: 1 })}
              allLabel="All statuses"
              minWidth={160}
            />
            <SelectFilter
              label="Sort by"
              value={query.sort}
              options={SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
              onChange={(sort) => update({ sort, page: 1 })}
              minWidth={200}
            />
          </ListSearchToolbar>
        }
        load={patients}
        {...LIST_STATES}
      >
        <PatientsTable
          label="Your patients"
          patients={pastEnd ? undefined : data?.items}
          busy={patients.isValidating}
          paging={list.paging(data?.total)}
          linkTo={carePaths.patient}
        />
      </ListPage>
      <ExternalPatientsSection />
    </>
  );
}
