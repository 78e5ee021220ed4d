import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { phoneForDisplay } from '@contracts/us-phone';
import { BackLink } from '@/components/back-link';
import { DetailPage } from '@/components/detail-page';
import { OrderStatusChip } from '@/components/order-status-chip';
import { PageHeader } from '@/components/page-header';
import { DetailSection } from '@/components/section-card';
import { SectionGrid } from '@/components/section-grid';
import { formatCents, formatDay, formatPlan, humanize } from '@/lib/format';
import { useAdminOrder } from '@/api/orders/get-admin-order';
import { ApprovalChip } from '@/features/admin-care/components/approval-chip';
import { OrderActions } from '@/features/admin-care/components/order-actions';
import { OrderUpdateForm } from '@/features/admin-care/components/order-update-form';
import { ORDER_PAGE } from '@/features/admin-care/lib/texts';
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
          <PageHeader
            title={`Order #${order.number}`}
            subtitle={`${order.patientName} · placed ${formatDay(order.createdAt)}`}
            actions={
              <Button
                component={RouterLink}
                to={adminCarePaths.intakePdf(order.id)}
                variant="outlined"
                startIcon={<PictureAsPdfOutlined aria-hidden />}
              >
                Intake PDF
              </Button>
            }
          />
          {order.attention === 'REFUND_FAILED' && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              The payment processor refused this order&apos;s refund: the patient is still charged. Refund them by hand.
            </Alert>
          )}
          <SectionGrid>
            <DetailSection
              title="Order"
              items={[
                { term: 'Status', value: <OrderStatusChip status={order.status} /> },
                { term: "Partner's approval", value: <ApprovalChip status={order.approvalStatus} /> },
                { term: 'Medication', value: `${order.productName}, ${order.dose}` },
                { term: 'Plan', value: formatPlan(order.planMonths) },
                { term: 'Amount', value: `${formatCents(order.amountCents)} (${humanize(order.paymentStatus)})` },
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
                {
                  term: 'Patient',
                  value: (
                    <Link component={RouterLink} to={adminCarePaths.patient(order.patientId)}>
                      {order.patientName}
                    </Link>
                  ),
                },
                { term: 'Email', value: order.patientEmail },
                { term: 'Phone', value: phoneForDisplay(order.patientPhoneNumber) || 'Not given' },
                { term: 'State', value: order.patientState ?? 'Not given' },
                { term: 'Partner', value: order.partnerName ?? 'None (came to us directly)' },
                { term: 'Doctor', value: order.doctorName ?? 'Not assigned yet' },
                {
                  term: "Doctor's decision",
                  value: order.doctorApproveQuestionsStatus ? humanize(order.doctorApproveQuestionsStatus) : 'Under review',
                },
                { term: 'Treatment started', value: order.startDate ? formatDay(order.startDate) : 'Not started' },
              ]}
            />
            <OrderActions order={order} />
            <OrderUpdateForm key={order.updatedAt} order={order} onSaved={(saved) => void load.mutate(saved, { revalidate: false })} />
          </SectionGrid>
        </>
      )}
    </DetailPage>
  );
}
