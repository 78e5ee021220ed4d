import { doctorPatientListQuerySchema } from '@contracts/patients';
import { EmptyState } from '@/components/empty-state';
import { SearchedListPage } from '@/components/searched-list-page';
import { PATIENT_LIST_TEXTS } from '@/lib/patient-list';
import { useListQuery } from '@/lib/use-list-query';
import { useDoctorPatients } from '@/api/patients/get-doctor-patients';
import { PatientsTable } from '@/features/clinical-review/components/patients-table';
import { PATIENTS_ERROR_TEXT } from '@/features/clinical-review/lib/texts';

const SORTS = doctorPatientListQuerySchema.shape.sort.unwrap().options;

/** The patients assigned to the doctor, directly or through a partner. */
export function PatientsPage() {
  const list = useListQuery({ sort: { options: SORTS, default: 'name:asc' } });
  const patients = useDoctorPatients({ ...list.pageQuery });

  return (
    <SearchedListPage
      list={list}
      load={patients}
      {...PATIENT_LIST_TEXTS}
      subtitle="The patients assigned to you, directly or through a partner."
      nothingYet={<EmptyState title="No patients yet" description="Patients assigned to you will appear here." />}
      errorTitle={PATIENTS_ERROR_TEXT}
      noMatch={<EmptyState title="No patients match your search" description="Try another name, email or phone number." />}
    >
      {({ items, busy, paging }) => <PatientsTable patients={items} busy={busy} paging={paging} />}
    </SearchedListPage>
  );
}
