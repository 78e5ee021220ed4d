import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { isNotFound } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/format';
import { useDoctorPatient } from '../api/get-doctor-patient';
import { EditPatientDialog } from '../components/edit-patient-dialog';
import { BackLink, NotFoundState } from '../components/not-found-state';
import { PatientContactSection, PatientHealthSection, PatientIntakeSection, PatientOrdersSection } from '../components/patient-sections';
import { PATIENT_ERROR_TEXT } from '../lib/texts';
import { reviewPaths } from '../paths';

const BACK = { to: reviewPaths.patients, label: 'Back to patients' };

/** One of the doctor's patients: record, latest intake, orders; the doctor can correct the record. */
export function PatientDetailPage() {
  const { id } = useParams<{ id: string }>();
  const { data: patient, error, isLoading, mutate } = useDoctorPatient(id);
  const [editing, setEditing] = useState(false);

  if (error && !patient) {
    if (isNotFound(error)) return <NotFoundState what="patient" back={BACK} />;
    return (
      <>
        <BackLink {...BACK} />
        <PageHeader title="Patient detail" />
        <LoadError title={PATIENT_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
      </>
    );
  }

  if (isLoading || !patient) {
    return (
      <Stack spacing={2.5} aria-busy="true" aria-label="Loading the patient">
        <Skeleton variant="text" width={180} />
        <Skeleton variant="text" width="45%" height={48} />
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }

  return (
    <>
      <BackLink {...BACK} />
      <PageHeader
        title={`${patient.firstName} ${patient.lastName}`}
        subtitle={`Patient since ${formatDate(patient.createdAt)}${patient.state ? ` · ${patient.state}` : ''}`}
        actions={
          <>
            <Button variant="outlined" startIcon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
              Edit patient
            </Button>
            <Button component={RouterLink} to={reviewPaths.startOrderFor(patient.id)} variant="contained" startIcon={<AddOutlined aria-hidden />}>
              Start new order
            </Button>
          </>
        }
      />
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <PatientContactSection patient={patient} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PatientHealthSection patient={patient} />
        </Grid>
        <Grid size={12}>
          <PatientOrdersSection patient={patient} />
        </Grid>
        <Grid size={12}>
          <PatientIntakeSection patient={patient} />
        </Grid>
      </Grid>
      {editing && (
        <EditPatientDialog
          patient={patient}
          onClose={() => setEditing(false)}
          onSaved={(saved) => void mutate({ ...patient, ...saved }, { revalidate: false })}
        />
      )}
    </>
  );
}
