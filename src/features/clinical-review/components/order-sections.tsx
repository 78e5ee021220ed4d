import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { DoctorOrderDetail } from '@contracts/doctor';
import { OrderStatusChip } from '@/components/order-status-chip';
import { DetailSection } from '@/components/section-card';
import { formatCents, formatDate, formatPlan, humanize } from '@/lib/format';
import { reviewPaths } from '@/features/clinical-review/paths';

type Props = { order: DoctorOrderDetail };

export const formatBmi = (bmi: number | null) => (bmi === null ? 'Not recorded' : bmi.toFixed(1));

export function OrderPatientSection({ order }: Props) {
  return (
    <DetailSection
      title="Patient"
      items={[
        {
          term: 'Name',
          value: (
            <Link component={RouterLink} to={reviewPaths.patient(order.patientId)} sx={{ fontWeight: 600 }}>
              {order.patientName}
            </Link>
          ),
        },
        { term: 'State', value: order.patientState ?? 'Not given' },
        { term: 'BMI', value: formatBmi(order.bmi) },
      ]}
    />
  );
}

export function OrderSummarySection({ order }: Props) {
  return (
    <DetailSection
      title="Order"
      items={[
        { term: 'Order number', value: `#${order.number}` },
        { term: 'Status', value: <OrderStatusChip status={order.status} /> },
        { term: 'Medication', value: order.productName },
        { term: 'Dose', value: order.dose },
        { term: 'Plan', value: formatPlan(order.planMonths) },
        { term: 'Amount', value: formatCents(order.amountCents) },
        { term: 'Payment', value: humanize(order.paymentStatus) },
        { term: 'Order type', value: order.kind === 'RENEWAL' ? 'Renewal' : 'New treatment' },
        { term: 'Placed', value: formatDate(order.createdAt) },
      ]}
    />
  );
}
