import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { PartnerOrderDetail } from '@contracts/orders';
import { phoneForDisplay } from '@contracts/phone-display';
import { formatCents, formatDay, formatPlan, humanize } from '@/lib/format';
import type { DetailItem } from './detail-list';
import { OrderStatusChip } from './order-status-chip';

/** The rows of an order's page that the partner's and an administrator's share (the admin's order holds more). */
type Order = PartnerOrderDetail;

/** An order page's title and subtitle: "Order #1042", "Pat Jordan · placed Mar 3, 2026". */
export const orderHeading = (order: Order) => ({
  title: `Order #${order.number}`,
  subtitle: `${order.patientName} · placed ${formatDay(order.createdAt)}`,
});

/** Status, the partner's approval (its term in the reader's words), medication, plan and amount. */
export function orderItems(order: Order, approval: DetailItem): DetailItem[] {
  return [
    { term: 'Status', value: <OrderStatusChip status={order.status} /> },
    approval,
    { term: 'Medication', value: `${order.productName}, ${order.dose}` },
    { term: 'Plan', value: formatPlan(order.planMonths) },
    { term: 'Amount', value: `${formatCents(order.amountCents)} (${humanize(order.paymentStatus)})` },
  ];
}

/** The patient (a link to their page), how to reach them and their state. */
export function orderPatientItems(order: Order, patientPath: string): DetailItem[] {
  return [
    {
      term: 'Patient',
      value: (
        <Link component={RouterLink} to={patientPath}>
          {order.patientName}
        </Link>
      ),
    },
    { term: 'Email', value: order.patientEmail },
    { term: 'Phone', value: phoneForDisplay(order.patientPhoneNumber) || 'Not given' },
    { term: 'State', value: order.patientState ?? 'Not given' },
  ];
}

/** The doctor and their decision on the intake. */
export function orderDoctorItems(order: Order): DetailItem[] {
  return [
    { term: 'Doctor', value: order.doctorName ?? 'Not assigned yet' },
    {
      term: "Doctor's decision",
      value: order.doctorApproveQuestionsStatus ? humanize(order.doctorApproveQuestionsStatus) : 'Under review',
    },
  ];
}
