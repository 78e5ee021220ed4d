import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { DoctorOrderDetail } from '@contracts/order-review';
import { LoadError } from '@/components/load-error';
import { PageSkeleton } from '@/components/page-skeleton';
import { doctorOrderKey } from '@/api/orders/get-doctor-order';
import { doctorPatientKey, useDoctorPatient } from '@/api/patients/get-doctor-patient';
import { OrderStepsFrame } from '@/features/prescribing/components/order-steps-frame';
import { PatientStepForm } from '@/features/prescribing/components/patient-step-form';
import { PATIENT_ERROR_TEXT } from '@/features/prescribing/lib/messages';
import { prescribingPaths } from '@/features/prescribing/paths';

function PatientStep({ order }: { order: DoctorOrderDetail }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { data: patient, error, isLoading, mutate: reload } = useDoctorPatient(order.patientId);

  if (error && !patient) return <LoadError title={PATIENT_ERROR_TEXT} error={error} onRetry={() => void reload()} />;
  if (isLoading || !patient) return <PageSkeleton label="Loading the patient" />;

  return (
    <PatientStepForm
      // A fresh form for each patient record, so that the defaults are the saved values.
      key={patient.id}
      patient={patient}
      onDone={(saved) => {
        if (saved) {
          void mutate(doctorPatientKey(patient.id), { ...patient, ...saved }, { revalidate: false });
          // The order shows the patient's name and state.
          void mutate(doctorOrderKey(order.id));
        }
        void navigate(prescribingPaths.orderStep(order.id, 'medication'));
      }}
    />
  );
}

/** Step 1: the patient's details, checked and corrected before the prescription. */
export function OrderPatientStepPage() {
  return <OrderStepsFrame step="patient">{(order) => <PatientStep order={order} />}</OrderStepsFrame>;
}
