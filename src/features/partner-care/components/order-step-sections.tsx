import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import type { PartnerOrderDetail } from '@contracts/orders';
import { countOf } from '@contracts/plural';
import { DetailList } from '@/components/detail-list';
import { IntakePdfButton } from '@/components/intake-pdf-button';
import { LoadError } from '@/components/load-error';
import { orderDoctorItems } from '@/components/order-detail-items';
import { SectionCard } from '@/components/section-card';
import { formatCents, formatPlan, humanize } from '@/lib/format';
import { flagDetail, flagLabel } from '@/lib/screening-flags';
import { usePartnerOrderIntake } from '@/api/orders/get-partner-order-intake';
import { PatientContactSection } from '@/features/partner-care/components/patient-contact-section';
import { PATIENT_ERROR_TEXT } from '@/features/partner-care/lib/texts';
import { usePartnerPatient } from '@/features/partner-care/lib/use-partner-patient';
import { carePaths } from '@/features/partner-care/paths';

export const INTAKE_ERROR_TEXT = 'Error fetching the intake';

/** The order's patient: contact and shipping details (GET /gym-owner/patients/{id}). */
export function OrderPatientSection({ order, action }: { order: PartnerOrderDetail; action?: ReactNode }) {
  const { patient, error, mutate } = usePartnerPatient(order.patientId);
  if (patient) return <PatientContactSection patient={patient} title="Patient" action={action} withName />;
  return (
    <SectionCard title="Patient" action={action}>
      {error ? (
        <LoadError title={PATIENT_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
      ) : (
        <Skeleton variant="rounded" height={140} aria-label="Loading the patient" />
      )}
    </SectionCard>
  );
}

/** The order's one package: product, dose, plan and what it costs. */
export function OrderMedicationSection({ order, action }: { order: PartnerOrderDetail; action?: ReactNode }) {
  return (
    <SectionCard title="Medication" action={action}>
      <DetailList
        items={[
          { term: 'Medication', value: order.productName },
          { term: 'Dose', value: order.dose },
          { term: 'Plan', value: formatPlan(order.planMonths) },
          { term: 'Amount', value: `${formatCents(order.amountCents)} (${humanize(order.paymentStatus)})` },
        ]}
      />
    </SectionCard>
  );
}

/** What the prescription rests on: the doctor and their decision, and the intake's facts (BMI, state, screening flags). */
export function OrderRxSection({ order, action }: { order: PartnerOrderDetail; action?: ReactNode }) {
  const { data: intake, error, mutate } = usePartnerOrderIntake(order.id);
  const facts = intake
    ? [
        { term: 'BMI', value: intake.bmi === null ? 'Not recorded' : intake.bmi.toFixed(1) },
        {
          term: 'Screening flags',
          value: intake.screeningFlags.length ? (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {intake.screeningFlags.map((flag) => (
                <li key={flag.rule}>
                  <strong>{flagLabel(flag)}</strong>: {flagDetail(flag)}
                </li>
              ))}
            </Box>
          ) : (
            'None'
          ),
        },
        { term: 'Intake answers', value: `${countOf(Object.keys(intake.answers).length, 'answer')}, in the intake PDF` },
      ]
    : [];
  return (
    <SectionCard title="Rx information" action={action ?? <IntakePdfButton to={carePaths.intakePdf(order.id)} size="small" />}>
      <DetailList
        items={[
          ...orderDoctorItems(order),
          { term: 'To prescribe', value: `${order.productName}, ${order.dose} (${formatPlan(order.planMonths)})` },
          { term: 'Patient state', value: order.patientState ?? 'Not given' },
          ...facts,
        ]}
      />
      {!intake &&
        (error ? (
          <Box sx={{ mt: 2 }}>
            <LoadError title={INTAKE_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
          </Box>
        ) : (
          <Skeleton variant="rounded" height={80} sx={{ mt: 2 }} aria-label="Loading the intake" />
        ))}
    </SectionCard>
  );
}
