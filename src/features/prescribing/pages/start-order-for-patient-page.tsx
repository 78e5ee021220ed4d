import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { OPEN_ORDER_EXISTS, OPEN_ORDER_STATUSES, openOrderWarning, type DoctorPatientDetail } from '@contracts/order-review';
import { DetailPage } from '@/components/detail-page';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { messageOr, replyCode } from '@/lib/api-errors';
import { useAttemptKey } from '@/lib/use-attempt-key';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { createNewOrder } from '@/api/orders/create-new-order';
import { useDoctorPatient } from '@/api/patients/get-doctor-patient';
import { OpenOrderWarning } from '@/features/prescribing/components/open-order-warning';
import { PatientSummary } from '@/features/prescribing/components/patient-summary';
import { NOT_FOUND_TEXT, ORDER_CREATE_FAILED_TEXT, ORDER_CREATED_TEXT, PATIENT_ERROR_TEXT } from '@/features/prescribing/lib/messages';
import { prescribingPaths } from '@/features/prescribing/paths';

const TITLE = 'Start New Order';
const OPEN_ORDER_FALLBACK_TEXT = 'This patient already has an open order of this medication.';

function StartOrder({ patient }: { patient: DoctorPatientDetail }) {
  const navigate = useNavigate();
  const attemptKey = useAttemptKey();
  const [starting, setStarting] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  // The server's own warning, when it knew of an open order this page did not (another tab, another doctor).
  const [serverWarning, setServerWarning] = useState<string | null>(null);

  const open = patient.orders.filter((o) => (OPEN_ORDER_STATUSES as readonly string[]).includes(o.status));
  const warning = serverWarning ?? (open.length > 0 ? openOrderWarning(open.map((o) => o.number)) : null);
  const blocked = warning !== null && !confirmed;

  const start = async () => {
    if (starting || blocked) return;
    setStarting(true);
    const body = { patientId: patient.id, ...(warning ? { confirmOpenOrder: true } : {}) };
    let orderId: string;
    try {
      const reply = await createNewOrder(body, attemptKey(JSON.stringify(body)));
      orderId = reply.data.id;
      toastSuccess(reply.message ?? ORDER_CREATED_TEXT);
    } catch (err) {
      if (replyCode(err) === OPEN_ORDER_EXISTS) {
        setServerWarning(messageOr(err, OPEN_ORDER_FALLBACK_TEXT));
        setConfirmed(false);
      } else toastFailure(messageOr(err, ORDER_CREATE_FAILED_TEXT));
      setStarting(false);
      return;
    }
    void navigate(prescribingPaths.orderStep(orderId, 'patient'));
  };

  return (
    <>
      <PageHeader title={TITLE} subtitle={`A new order for ${patient.firstName} ${patient.lastName}.`} />
      <Stack spacing={2.5}>
        <SectionCard title="Patient">
          <PatientSummary patient={patient} />
        </SectionCard>
        {warning && <OpenOrderWarning text={warning} confirmed={confirmed} onConfirmedChange={setConfirmed} />}
        <Box>
          <Button variant="contained" size="large" loading={starting} disabled={blocked} onClick={() => void start()}>
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
