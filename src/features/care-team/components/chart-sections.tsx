import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CLINICAL_CARE_ROLES, type CareChart } from '@contracts/patient-charts';
import { accountItems, contactItems } from '@/components/contact-items';
import { healthItems } from '@/components/health-items';
import { IntakeAnswers } from '@/components/intake-answers';
import { DetailSection, SectionCard } from '@/components/section-card';
import { OrderMedicationStatusCells, PatientOrdersCard } from '@/components/section-table';
import { FlagChips, ScreeningFlagsAlert } from '@/components/screening-flags';
import { formatCents, formatDate, humanize } from '@/lib/format';
import { useSessionSelector } from '@/lib/session';

type Props = { chart: CareChart };

export function ContactSection({ chart }: Props) {
  return <DetailSection title="Contact and address" items={[...contactItems(chart), ...accountItems(chart)]} />;
}

/** Height, weight and BMI come from the intake: only a nurse's chart has them; the other roles are told why. */
export function HealthSection({ chart }: Props) {
  const clinical = useSessionSelector((s) => CLINICAL_CARE_ROLES.includes(s.user.user?.role ?? ''));
  return <DetailSection title="Personal and health" items={healthItems(chart, !clinical)} />;
}

const COLUMNS = ['Order', 'Medication', 'Status', 'Payment', 'Amount', 'Placed'] as const;
const CLINICAL_COLUMNS = [...COLUMNS, 'Screening flags'] as const;

/** The orders; a nurse's chart (the one with the intake) shows each order's screening flags too. */
export function OrdersSection({ chart }: Props) {
  const clinical = chart.latestIntake !== null;
  return (
    <PatientOrdersCard count={chart.orders.length} columns={clinical ? CLINICAL_COLUMNS : COLUMNS}>
      {chart.orders.map((o) => (
        <TableRow key={o.id}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>Order #{o.number}</TableCell>
          <OrderMedicationStatusCells order={o} />
          <TableCell>{humanize(o.paymentStatus)}</TableCell>
          <TableCell>{formatCents(o.amountCents)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(o.createdAt)}</TableCell>
          {clinical && (
            <TableCell>
              <FlagChips flags={o.screeningFlags} />
            </TableCell>
          )}
        </TableRow>
      ))}
    </PatientOrdersCard>
  );
}

/** The latest intake's answers: only in a nurse's chart (the server sends none to the other care roles). */
export function IntakeSection({ intake }: { intake: NonNullable<CareChart['latestIntake']> }) {
  return (
    <SectionCard title="Latest intake">
      {intake.submittedAt && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          Submitted {formatDate(intake.submittedAt)}
        </Typography>
      )}
      <ScreeningFlagsAlert flags={intake.screeningFlags} />
      <IntakeAnswers questions={intake.questionsList} answers={intake.answers} />
    </SectionCard>
  );
}
