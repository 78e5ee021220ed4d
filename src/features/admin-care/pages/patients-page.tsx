import { adminPatientListQuerySchema, PATIENT_STATUSES } from '@contracts/patients';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page';
import { PATIENT_STATUS_LABELS, type PatientStatus } from '@/components/patient-status-chip';
import { PatientsTable } from '@/components/patients-table';
import { ListSearchToolbar } from '@/components/search-toolbar';
import { SelectFilter } from '@/components/select-filter';
import { PATIENT_LIST_TEXTS } from '@/lib/patient-list';
import { PATIENT_SORT_LABELS } from '@/lib/sort-labels';
import { useCappedPaging, useListQuery } from '@/lib/use-list-query';
import { useAdminPatients, type AdminPatientsAudience } from '@/api/patients/get-admin-patients';
import { PATIENTS_ERROR_TEXT } from '@/features/admin-care/lib/texts';
import { adminCarePaths } from '@/features/admin-care/paths';
import { useSearchParams } from 'react-router-dom';

const SORTS = adminPatientListQuerySchema.shape.sort.unwrap().options;

/** Which patients the list shows: GET /super-admin/patients, /gym-clients (through a partner) or /clients (direct). */
const AUDIENCES: { value: AdminPatientsAudience; label: string }[] = [
  { value: 'patients', label: 'Every patient' },
  { value: 'gym-clients', label: 'Through a partner (gym clients)' },
  { value: 'clients', label: 'Came to us directly (clients)' },
];

/** Every patient (or the gym clients, or the direct clients): searched, filtered, sorted and paged on the server. */
export function AdminPatientsPage() {
  const list = useListQuery({ sort: { options: SORTS, default: 'name:asc' }, statuses: PATIENT_STATUSES }, ['who']);
  const { query, update } = list;
  const [params, setParams] = useSearchParams();
  const raw = params.get('who');
  const audience: AdminPatientsAudience = raw === 'gym-clients' || raw === 'clients' ? raw : 'patients';
  const patients = useAdminPatients(audience, { ...list.pageQuery, status: list.statusFilter<PatientStatus>() });
  const { data } = patients;
  const { pastEnd, paging } = useCappedPaging(list, data);
  const chooseAudience = (who: AdminPatientsAudience) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (who === 'patients') next.delete('who');
    else next.set('who', who);
    setParams(next);
  };

  return (
    <ListPage
      title="Patients"
      subtitle="Every patient, whether they came through a partner or to us directly."
      empty={
        audience === 'patients' && <EmptyState title="No patients yet" description="Patients appear here once they complete an intake." />
      }
      filtered={Boolean(query.search || query.status)}
      toolbar={
        <ListSearchToolbar list={list} {...PATIENT_LIST_TEXTS.search}>
          <SelectFilter label="Patients" value={audience} options={AUDIENCES} onChange={chooseAudience} minWidth={220} />
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
            options={SORTS.map((s) => ({ value: s, label: PATIENT_SORT_LABELS[s] }))}
            onChange={(sort) => update({ sort, page: 1 })}
            minWidth={200}
          />
        </ListSearchToolbar>
      }
      load={patients}
      progressLabel="Loading patients"
      errorTitle={PATIENTS_ERROR_TEXT}
      noMatch={<EmptyState title="No patients match your search" description="Try another name, email, phone number or status." />}
    >
      <PatientsTable
        label="Patients"
        patients={pastEnd ? undefined : data?.items}
        busy={patients.isValidating}
        paging={paging}
        linkTo={adminCarePaths.patient}
        withPartner
      />
    </ListPage>
  );
}
