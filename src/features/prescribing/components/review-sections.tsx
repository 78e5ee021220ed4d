import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from 'react-router-dom';
import type { DoctorOrderDetail } from '@contracts/order-review';
import { DetailList } from '@/components/detail-list';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { formatCents, formatPlan } from '@/lib/format';
import { useDoctorPatient } from '@/api/patients/get-doctor-patient';
import { PATIENT_ERROR_TEXT } from '@/features/prescribing/lib/messages';
import { prescribingPaths, type OrderStep } from '@/features/prescribing/paths';
import { rxItems } from './order-rx-summary';
import { PatientSummary } from './patient-summary';

function EditLink({ order, step, what }: { order: DoctorOrderDetail; step: OrderStep; what: string }) {
  return (
    <Button component={RouterLink} to={prescribingPaths.orderStep(order.id, step)} size="small" aria-label={`Edit ${what}`}>
      Edit
    </Button>
  );
}

export function ReviewPatientSection({ order }: { order: DoctorOrderDetail }) {
  const { data: patient, error, mutate } = useDoctorPatient(order.patientId);
  return (
    <SectionCard title="Patient" action={<EditLink order={order} step="patient" what="patient" />}>
      {error && !patient ? (
        <LoadError title={PATIENT_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
      ) : patient ? (
        <PatientSummary patient={patient} />
      ) : (
        <Skeleton variant="rounded" height={140} aria-label="Loading the patient" />
      )}
    </SectionCard>
  );
}

export function ReviewMedicationSection({ order }: { order: DoctorOrderDetail }) {
  return (
    <SectionCard title="Medication" action={<EditLink order={order} step="medication" what="medication" />}>
      <DetailList
        items={[
          { term: 'Medication', value: order.productName },
          { term: 'Dose', value: order.dose },
          { term: 'Plan', value: formatPlan(order.planMonths) },
          { term: 'Amount', value: formatCents(order.amountCents) },
        ]}
      />
    </SectionCard>
  );
}

export function ReviewRxSection({ order }: { order: DoctorOrderDetail }) {
  return (
    <SectionCard title="Rx information" action={<EditLink order={order} step="rx-information" what="Rx information" />}>
      <DetailList items={rxItems(order)} />
    </SectionCard>
  );
}
