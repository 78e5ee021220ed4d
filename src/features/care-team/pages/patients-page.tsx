import { carePatientListQuerySchema } from '@contracts/patient-charts';
import { EmptyState } from '@/components/empty-state';
import { PatientsTable } from '@/components/patients-table';
import { SearchedListPage } from '@/components/searched-list-page';
import { PATIENT_LIST_TEXTS } from '@/lib/patient-list';
import { useListQuery } from '@/lib/use-list-query';
import { useCarePatients } from '@/api/patients/get-care-patients';
import { PATIENTS_ERROR_TEXT } from '@/features/care-team/lib/texts';
import { careTeamPaths } from '@/features/care-team/paths';

const SORTS = carePatientListQuerySchema.shape.sort.unwrap().options;

/** Every patient of the service, for the care team to look up (searched, sorted and paged on the server). */
export function CarePatientsPage() {
  const list = useListQuery({ sort: { options: SORTS, default: 'name:asc' } });
  const patients = useCarePatients({ ...list.pageQuery });

  return (
    <SearchedListPage
      list={list}
      load={patients}
      {...PATIENT_LIST_TEXTS}
      subtitle="Look up a patient to read their chart. Charts are read-only."
      nothingYet={<EmptyState title="No patients yet" description="Patients appear here once they sign up." />}
      errorTitle={PATIENTS_ERROR_TEXT}
      noMatch={<EmptyState title="No patients match your search" description="Try another name, email or phone number." />}
    >
      {({ items, busy, paging }) => (
        <PatientsTable label="Patients" patients={items} busy={busy} paging={paging} linkTo={careTeamPaths.patient} withPartner />
      )}
    </SearchedListPage>
  );
}
