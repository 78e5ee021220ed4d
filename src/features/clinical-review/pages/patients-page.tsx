import { doctorPatientListQuerySchema } from '@contracts/doctor';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page';
import { ListSearchToolbar } from '@/components/search-toolbar';
import { SelectFilter } from '@/components/select-filter';
import { useListQuery, useStayOnLastPage } from '@/lib/use-list-query';
import { useDoctorPatients } from '@/api/patients/get-doctor-patients';
import { PatientsTable } from '@/features/clinical-review/components/patients-table';
import { PATIENTS_ERROR_TEXT } from '@/features/clinical-review/lib/texts';

const SORTS = doctorPatientListQuerySchema.shape.sort.unwrap().options;
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
  noMatch: <EmptyState title="No patients match your search" description="Try another name, e-mail or phone number." />,
};

/** The patients assigned to the doctor, directly or through a partner. */
export function PatientsPage() {
  const list = useListQuery({ sort: { options: SORTS, default: 'name:asc' } });
  const { query, update } = list;
  const patients = useDoctorPatients({ page: query.page, limit: query.limit, sort: query.sort, search: query.search });
  const { data } = patients;
  const pastEnd = useStayOnLastPage(list, data?.total);

  return (
    <ListPage
      title="Patients"
      subtitle="The patients assigned to you, directly or through a partner."
      empty={
        data && data.total === 0 && !query.search ? (
          <EmptyState title="No patients yet" description="Patients assigned to you will appear here." />
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
      <PatientsTable patients={pastEnd ? undefined : data?.items} busy={patients.isValidating} paging={list.paging(data?.total)} />
    </ListPage>
  );
}
