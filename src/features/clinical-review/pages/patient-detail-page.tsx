import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { PageLoadFailure } from '@/components/page-load-failure';
import { PageSkeleton } from '@/components/page-skeleton';
import { formatDate } from '@/lib/format';
import { useDoctorPatient } from '@/api/patients/get-doctor-patient';
import { EditPatientDialog } from '@/features/clinical-review/components/edit-patient-dialog';
import {
  PatientContactSection,
  PatientHealthSection,
  PatientIntakeSection,
  PatientOrdersSection,
} from '@/features/clinical-review/components/patient-sections';
import { notFoundText, PATIENT_ERROR_TEXT } from '@/features/clinical-review/lib/texts';
import { reviewPaths } from '@/features/clinical-review/paths';

const BACK = { to: reviewPaths.patients, label: 'Back to patients' };

/** One of the doctor's patients: record, latest intake, orders; the doctor can correct the record. */
export function PatientDetailPage() {
  const { id } = useParams<{ id: string }>();
  const { data: patient, error, isLoading, mutate } = useDoctorPatient(id);
  const [editing, setEditing] = useState(false);

  if (error && !patient) {
    return (
      <PageLoadFailure
        title="Patient detail"
        notFoundTitle="Patient not found"
        what="patient"
        notFoundText={notFoundText('patient')}
        errorText={PATIENT_ERROR_TEXT}
        error={error}
        onRetry={() => void mutate()}
        back={BACK}
        backLink={BACK}
      />
    );
  }

  if (isLoading || !patient) {
    return <PageSkeleton label="Loading the patient" backLink cards={[180, 320]} />;
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
            <Button
              component={RouterLink}
              to={reviewPaths.startOrderFor(patient.id)}
              variant="contained"
              startIcon={<AddOutlined aria-hidden />}
            >
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
