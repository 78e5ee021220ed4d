import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { useDoctorPatients } from '../api/get-doctor-patients';
import { PatientsTable } from '../components/patients-table';
import { SearchField } from '../components/search-field';
import { readListQuery, writeListQuery, type ListState } from '../lib/list-query';
import { PATIENTS_ERROR_TEXT } from '../lib/messages';
import { prescribingPaths } from '../paths';

/** Find one of your patients to prescribe for, or add a new one. */
export function NewPrescriptionPage() {
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const { data, error, isValidating, mutate } = useDoctorPatients(query);
  const update = (change: Partial<ListState>) => setParams(writeListQuery({ ...query, ...change }));

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
        <Box sx={{ maxWidth: 520 }}>
          <SearchField
            label="Search your patients"
            helperText="Name, e-mail or phone"
            value={query.search}
            onSearch={(search) => update({ search, page: 1 })}
          />
        </Box>
        {error && <LoadError title={PATIENTS_ERROR_TEXT} error={error} onRetry={() => void mutate()} />}
        {!error && data?.total === 0 ? (
          <EmptyState
            title={query.search ? 'No patients match your search' : 'You have no patients yet'}
            description="Is this a new patient? Add them and start their first order."
            action={
              <Button component={RouterLink} to={prescribingPaths.startNewOrder} variant="contained" sx={{ mt: 1.5 }}>
                Add a new patient
              </Button>
            }
          />
        ) : (
          !(error && !data) && (
            <PatientsTable
              items={data?.items}
              total={data?.total ?? 0}
              page={query.page}
              limit={query.limit}
              busy={isValidating}
              onPageChange={(page) => update({ page })}
              onLimitChange={(limit) => update({ limit, page: 1 })}
            />
          )
        )}
      </Stack>
    </>
  );
}
