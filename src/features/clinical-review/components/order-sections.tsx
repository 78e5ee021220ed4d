import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { DoctorOrderDetail } from '@contracts/order-review';
import { OrderStatusChip } from '@/components/order-status-chip';
import { DetailSection } from '@/components/section-card';
import { formatCents, formatDate, formatPlan, humanize } from '@/lib/format';
import { formatAge, formatBmi, formatHeight, formatWeight, NOT_GIVEN } from '@/lib/measures';
import { reviewPaths } from '@/features/clinical-review/paths';
import { PhotoIdViewer } from './photo-id-viewer';

type Props = { order: DoctorOrderDetail };

/** The facts a decision weighs, beside the answers: who the patient is, their measures, their photo ID. */
export function OrderPatientSection({ order }: Props) {
  const state = order.patientState ? `${order.patientStateName ?? order.patientState} (${order.patientState})` : NOT_GIVEN;
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
        { term: 'Age', value: formatAge(order.age, order.dateOfBirth) },
        { term: 'Gender', value: order.gender ? humanize(order.gender) : NOT_GIVEN },
        { term: 'Height', value: formatHeight(order.heightInches) },
        { term: 'Weight', value: formatWeight(order.weightPounds) },
        { term: 'BMI', value: formatBmi(order.bmi) },
        { term: 'State', value: state },
        {
          term: 'Photo ID',
          value: order.photoIdOnFile ? <PhotoIdViewer orderId={order.id} patientName={order.patientName} /> : 'Not on file',
        },
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
        { term: 'Status', value: <OrderStatusChip status={order.status} handedBack={order.handBack !== null} /> },
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
