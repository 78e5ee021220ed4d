import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BackLink } from '@/components/back-link';
import { DetailPage } from '@/components/detail-page';
import { PageHeader } from '@/components/page-header';
import { SectionGrid } from '@/components/section-grid';
import { formatDate } from '@/lib/format';
import { useDoctorPatient } from '@/api/patients/get-doctor-patient';
import { TreatmentPlanCard } from '@/features/clinical-review/components/treatment-plan-card';
import { OutcomeReviewCard } from '@/features/clinical-review/components/outcome-review-card';
import { EditPatientDialog } from '@/features/clinical-review/components/edit-patient-dialog';
import {
  PatientContactSection,
  PatientHealthSection,
  PatientIntakeSection,
  PatientOrdersSection,
} from '@/features/clinical-review/components/patient-sections';
import { BACK_TO_PATIENTS, PATIENT_PAGE } from '@/features/clinical-review/lib/texts';
import { reviewPaths } from '@/features/clinical-review/paths';

/** One of the doctor's patients: record, latest intake, orders; the doctor can correct the record. */
export function PatientDetailPage() {
  const { id } = useParams<{ id: string }>();
  const load = useDoctorPatient(id);
  const [editing, setEditing] = useState(false);

  return (
    <DetailPage load={load} {...PATIENT_PAGE} skeletonCards={[180, 320]}>
      {(patient) => (
        <>
          <BackLink {...BACK_TO_PATIENTS} />
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
          <SectionGrid
            wide={[
              <OutcomeReviewCard key="outcome" patientId={patient.id} />,
              <TreatmentPlanCard key="plan" patientId={patient.id} />,
              <PatientOrdersSection key="orders" patient={patient} />,
              <PatientIntakeSection key="intake" patient={patient} />,
            ]}
          >
            <PatientContactSection patient={patient} />
            <PatientHealthSection patient={patient} />
          </SectionGrid>
          {editing && (
            <EditPatientDialog
              patient={patient}
              onClose={() => setEditing(false)}
              onSaved={(saved) => void load.mutate({ ...patient, ...saved }, { revalidate: false })}
            />
          )}
        </>
      )}
    </DetailPage>
  );
}
