import { carePatientListQuerySchema } from '@contracts/care-team';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page';
import { PatientsTable } from '@/components/patients-table';
import { ListSearchToolbar } from '@/components/search-toolbar';
import { SelectFilter } from '@/components/select-filter';
import { useListQuery, useStayOnLastPage } from '@/lib/use-list-query';
import { useCarePatients } from '@/api/patients/get-care-patients';
import { PATIENTS_ERROR_TEXT } from '@/features/care-team/lib/texts';
import { careTeamPaths } from '@/features/care-team/paths';

const SORTS = carePatientListQuerySchema.shape.sort.unwrap().options;
type PatientSort = (typeof SORTS)[number];
const SORT_LABELS: Record<PatientSort, string> = {
  'name:asc': 'Name, A to Z',
  'name:desc': 'Name, Z to A',
  'createdAt:desc': 'Newest patients first',
  'createdAt:asc': 'Oldest patients first',
};

const LIST_STATES = {
  progressLabel: 'Loading patients',
  errorTitle: PATIENTS_ERROR_TEXT,
  noMatch: <EmptyState title="No patients match your search" description="Try another name, e-mail or phone number." />,
};

/** Every patient of the service, for the care team to look up (searched, sorted and paged on the server). */
export function CarePatientsPage() {
  const list = useListQuery({ sort: { options: SORTS, default: 'name:asc' } });
  const { query, update } = list;
  const patients = useCarePatients({ page: query.page, limit: query.limit, sort: query.sort, search: query.search });
  const { data } = patients;
  const pastEnd = useStayOnLastPage(list, data?.total);

  return (
    <ListPage
      title="Patients"
      subtitle="Look up a patient to read their chart. Charts are read-only."
      empty={
        data && data.total === 0 && !query.search ? (
          <EmptyState title="No patients yet" description="Patients appear here once they sign up." />
        ) : undefined
      }
      toolbar={
        <ListSearchToolbar list={list} label="Search patients" helperText="Name, e-mail or phone number">
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
        label="Patients"
        patients={pastEnd ? undefined : data?.items}
        busy={patients.isValidating}
        paging={list.paging(data?.total)}
        linkTo={careTeamPaths.patient}
        withPartner
      />
    </ListPage>
  );
}
