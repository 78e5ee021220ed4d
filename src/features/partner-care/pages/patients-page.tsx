import { partnerPatientListQuerySchema, PATIENT_STATUSES } from '@contracts/patients';
import { EmptyState } from '@/components/empty-state';
import { PatientsTable } from '@/components/patients-table';
import { SearchedListPage } from '@/components/searched-list-page';
import { PATIENT_LIST_TEXTS } from '@/lib/patient-list';
import { useListQuery } from '@/lib/use-list-query';
import { usePartnerPatients } from '@/api/patients/get-partner-patients';
import { ExternalPatientsSection } from '@/features/partner-care/components/external-patients-section';
import { PATIENT_STATUS_LABELS, PATIENTS_ERROR_TEXT, type PatientStatus } from '@/features/partner-care/lib/texts';
import { carePaths } from '@/features/partner-care/paths';

const SORTS = partnerPatientListQuerySchema.shape.sort.unwrap().options;

/** The partner's patients (searched, filtered, sorted and paged on the server), then those of other services, apart. */
export function PartnerPatientsPage() {
  const list = useListQuery({ sort: { options: SORTS, default: 'name:asc' }, statuses: PATIENT_STATUSES });
  const patients = usePartnerPatients({ ...list.pageQuery, status: list.statusFilter<PatientStatus>() });

  return (
    <>
      <SearchedListPage
        list={list}
        load={patients}
        {...PATIENT_LIST_TEXTS}
        subtitle="The patients who started with your intake link."
        nothingYet={<EmptyState title="No patients yet" description="Patients who start with your intake link will appear here." />}
        status={{ label: 'Status', labels: PATIENT_STATUS_LABELS, allLabel: 'All statuses' }}
        errorTitle={PATIENTS_ERROR_TEXT}
        noMatch={<EmptyState title="No patients match your search" description="Try another name, email, phone number or status." />}
      >
        {({ items, busy, paging }) => (
          <PatientsTable label="Your patients" patients={items} busy={busy} paging={paging} linkTo={carePaths.patient} />
        )}
      </SearchedListPage>
      <ExternalPatientsSection />
    </>
  );
}
