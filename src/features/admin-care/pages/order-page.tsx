import Alert from '@mui/material/Alert';
import { useParams } from 'react-router-dom';
import { BackLink } from '@/components/back-link';
import { DetailPage } from '@/components/detail-page';
import { IntakePdfButton } from '@/components/intake-pdf-button';
import { ApprovalChip } from '@/components/approval-chip';
import { orderDoctorItems, orderHeading, orderItems, orderPatientItems } from '@/components/order-detail-items';
import { PageHeader } from '@/components/page-header';
import { DetailSection } from '@/components/section-card';
import { SectionGrid } from '@/components/section-grid';
import { formatDay } from '@/lib/format';
import { useAdminOrder } from '@/api/orders/get-admin-order';
import { OrderActions } from '@/features/admin-care/components/order-actions';
import { OrderRefundsSection } from '@/features/admin-care/components/order-refunds-section';
import { OrderUpdateForm } from '@/features/admin-care/components/order-update-form';
import { APPROVAL_LABELS, ORDER_PAGE } from '@/features/admin-care/lib/texts';
import { adminCarePaths } from '@/features/admin-care/paths';

/** Any order: what was ordered, where it stands, whose it is, and an administrator's changes and actions. */
export function AdminOrderPage() {
  const { id } = useParams<{ id: string }>();
  const load = useAdminOrder(id);

  return (
    <DetailPage load={load} {...ORDER_PAGE} skeletonCards={[200, 260]}>
      {(order) => (
        <>
          <BackLink {...ORDER_PAGE.back} />
          <PageHeader {...orderHeading(order)} actions={<IntakePdfButton to={adminCarePaths.intakePdf(order.id)} />} />
          {order.attention === 'REFUND_FAILED' && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              The payment processor refused this order&apos;s refund: the patient is still charged. Refund them by hand.
            </Alert>
          )}
          <SectionGrid>
            <DetailSection
              title="Order"
              items={[
                ...orderItems(order, {
                  term: "Partner's approval",
                  value: <ApprovalChip status={order.approvalStatus} labels={APPROVAL_LABELS} />,
                }),
                { term: 'Billed to', value: order.billedTo === 'PARTNER' ? 'The partner' : 'The patient' },
                {
                  term: 'Kind',
                  value: order.kind === 'RENEWAL' ? 'Renewal' : order.createdByDoctor ? 'Made by a doctor' : 'New treatment',
                },
                { term: 'Tracking number', value: order.trackingNumber ?? 'Not shipped yet' },
                { term: 'Partner note', value: order.partnerNote ?? 'None' },
              ]}
            />
            <DetailSection
              title="Patient, partner and doctor"
              items={[
                ...orderPatientItems(order, adminCarePaths.patient(order.patientId)),
                { term: 'Partner', value: order.partnerName ?? 'None (came to us directly)' },
                ...orderDoctorItems(order),
                { term: 'Treatment started', value: order.startDate ? formatDay(order.startDate) : 'Not started' },
              ]}
            />
            <OrderActions order={order} />
            <OrderRefundsSection order={order} onRefunded={() => void load.mutate()} />
            <OrderUpdateForm key={order.updatedAt} order={order} onSaved={(saved) => void load.mutate(saved, { revalidate: false })} />
          </SectionGrid>
        </>
      )}
    </DetailPage>
  );
}
