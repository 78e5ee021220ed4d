import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { DoctorPatientDetail } from '@contracts/order-review';
import { accountItems, contactItems } from '@/components/contact-items';
import { healthItems } from '@/components/health-items';
import { LinkCell } from '@/components/table-cells';
import { DetailSection, SectionCard } from '@/components/section-card';
import { OrderMedicationStatusCells, PatientOrdersCard } from '@/components/section-table';
import { formatDate } from '@/lib/format';
import { reviewPaths } from '@/features/clinical-review/paths';
import { IntakeAnswers } from '@/components/intake-answers';
import { FlagChips, ScreeningFlagsAlert } from '@/components/screening-flags';

type Props = { patient: DoctorPatientDetail };

export function PatientContactSection({ patient }: Props) {
  return <DetailSection title="Contact and address" items={[...contactItems(patient, patient.country)]} />;
}

export function PatientHealthSection({ patient }: Props) {
  return <DetailSection title="Personal and health" items={[...healthItems(patient), ...accountItems(patient)]} />;
}

export function PatientIntakeSection({ patient }: Props) {
  const intake = patient.latestIntake;
  return (
    <SectionCard
      title="Latest intake"
      action={
        intake && (
          <Link component={RouterLink} to={reviewPaths.order(intake.orderId)} sx={{ fontWeight: 600 }}>
            Open its order
          </Link>
        )
      }
    >
      {!intake ? (
        <Typography variant="body2">This patient has not submitted an intake yet.</Typography>
      ) : (
        <>
          {intake.submittedAt && (
            <Typography variant="body2" sx={{ mb: 2 }}>
              Submitted {formatDate(intake.submittedAt)}
            </Typography>
          )}
          {intake.screeningFlags.length > 0 ? (
            <ScreeningFlagsAlert flags={intake.screeningFlags} />
          ) : (
            <Typography variant="body2" sx={{ mb: 2 }}>
              Screening raised no flags.
            </Typography>
          )}
          <IntakeAnswers questions={intake.questionsList} answers={intake.answers} />
        </>
      )}
    </SectionCard>
  );
}

const ORDER_COLUMNS = ['Order', 'Medication', 'Status', 'Placed', 'Screening flags'] as const;

export function PatientOrdersSection({ patient }: Props) {
  return (
    <PatientOrdersCard count={patient.orders.length} columns={ORDER_COLUMNS}>
      {patient.orders.map((o) => (
        <TableRow key={o.id} hover>
          <LinkCell to={reviewPaths.order(o.id)}>Order #{o.number}</LinkCell>
          <OrderMedicationStatusCells order={o} />
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(o.createdAt)}</TableCell>
          <TableCell>
            <FlagChips flags={o.screeningFlags} />
          </TableCell>
        </TableRow>
      ))}
    </PatientOrdersCard>
  );
}
