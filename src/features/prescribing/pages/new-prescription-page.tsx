import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { ListStates } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { ListSearchField } from '@/components/search-toolbar';
import { useListQuery } from '@/lib/use-list-query';
import { useDoctorPatients } from '@/api/patients/get-doctor-patients';
import { PatientsTable } from '@/features/prescribing/components/patients-table';
import { PATIENTS_ERROR_TEXT } from '@/features/prescribing/lib/messages';
import { prescribingPaths } from '@/features/prescribing/paths';

/** Find one of your patients to prescribe for, or add a new one. */
export function NewPrescriptionPage() {
  const list = useListQuery();
  const { query } = list;
  const patients = useDoctorPatients({ page: query.page, limit: query.limit, search: query.search });
  const { data } = patients;

  const newPatient = (
    <Button component={RouterLink} to={prescribingPaths.startNewOrder} variant="contained">
      New patient
    </Button>
  );

  return (
    <>
      <PageHeader
        title="New Prescription"
        subtitle="Find the patient to prescribe for. A new order is started for them; you then choose the medication."
        actions={newPatient}
      />
      <Stack spacing={2}>
        <ListSearchField list={list} label="Search your patients" helperText="Name, email or phone" />
        <ListStates
          load={patients}
          errorTitle={PATIENTS_ERROR_TEXT}
          noMatch={
            <EmptyState
              title={query.search ? 'No patients match your search' : 'You have no patients yet'}
              description="Is this a new patient? Add them and start their first order."
              action={
                <Button component={RouterLink} to={prescribingPaths.startNewOrder} variant="contained" sx={{ mt: 1.5 }}>
                  Add a new patient
                </Button>
              }
            />
          }
        >
          <PatientsTable items={data?.items} busy={patients.isValidating} paging={list.paging(data?.total)} />
        </ListStates>
      </Stack>
    </>
  );
}
