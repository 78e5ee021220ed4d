import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { DoctorPatientDetail } from '@contracts/order-review';
import { DetailPage } from '@/components/detail-page';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { createNewOrder } from '@/api/orders/create-new-order';
import { useDoctorPatient } from '@/api/patients/get-doctor-patient';
import { PatientSummary } from '@/features/prescribing/components/patient-summary';
import { NOT_FOUND_TEXT, ORDER_CREATE_FAILED_TEXT, ORDER_CREATED_TEXT, PATIENT_ERROR_TEXT } from '@/features/prescribing/lib/messages';
import { prescribingPaths } from '@/features/prescribing/paths';

const TITLE = 'Start New Order';

function StartOrder({ patient }: { patient: DoctorPatientDetail }) {
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);

  const start = async () => {
    if (starting) return;
    setStarting(true);
    let orderId: string;
    try {
      const reply = await createNewOrder({ patientId: patient.id });
      orderId = reply.data.id;
      toastSuccess(reply.message ?? ORDER_CREATED_TEXT);
    } catch (err) {
      toastFailure(messageOr(err, ORDER_CREATE_FAILED_TEXT));
      setStarting(false);
      return;
    }
    void navigate(prescribingPaths.orderStep(orderId, 'patient'));
  };

  const open = patient.orders.filter((o) => o.status === 'PENDING_REVIEW' || o.status === 'APPROVED');

  return (
    <>
      <PageHeader title={TITLE} subtitle={`A new order for ${patient.firstName} ${patient.lastName}.`} />
      <Stack spacing={2.5}>
        <SectionCard title="Patient">
          <PatientSummary patient={patient} />
        </SectionCard>
        {open.length > 0 && (
          <Alert severity="info">
            This patient already has {open.length === 1 ? 'an open order' : `${open.length} open orders`} (
            {open.map((o) => `#${o.number}`).join(', ')}). Start a new one only if this is a separate prescription.
          </Alert>
        )}
        <Box>
          <Button variant="contained" size="large" loading={starting} onClick={() => void start()}>
            Start order
          </Button>
        </Box>
      </Stack>
    </>
  );
}

/** A new order for one of the doctor's patients: check who it is for, then start it. */
export function StartOrderForPatientPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <DetailPage
      load={useDoctorPatient(id)}
      title={TITLE}
      what="patient"
      notFoundText={NOT_FOUND_TEXT}
      errorText={PATIENT_ERROR_TEXT}
      back={{ to: prescribingPaths.newPrescription, label: 'Find a patient' }}
      loadingLabel="Loading the patient"
    >
      {(patient) => <StartOrder patient={patient} />}
    </DetailPage>
  );
}
