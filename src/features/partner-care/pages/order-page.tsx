import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BackLink } from '@/components/back-link';
import { DetailPage } from '@/components/detail-page';
import { IntakePdfButton } from '@/components/intake-pdf-button';
import { orderDoctorItems, orderHeading, orderItems, orderPatientItems } from '@/components/order-detail-items';
import { PageHeader } from '@/components/page-header';
import { DetailSection } from '@/components/section-card';
import { SectionGrid } from '@/components/section-grid';
import { usePartnerOrder } from '@/api/orders/get-partner-order';
import { ApprovalChip } from '@/features/partner-care/components/approval-chip';
import { OrderUpdateForm } from '@/features/partner-care/components/order-update-form';
import { stepsOpen } from '@/features/partner-care/lib/order-steps';
import { formatDay } from '@/features/partner-care/lib/dates';
import { ORDER_PAGE, RENEWAL_STATUS_LABELS } from '@/features/partner-care/lib/texts';
import { carePaths } from '@/features/partner-care/paths';

/** One order of the partner's patients: what was ordered, where it stands, the patient, and the partner's changes. */
export function PartnerOrderPage() {
  const { id } = useParams<{ id: string }>();
  const load = usePartnerOrder(id);

  return (
    <DetailPage load={load} {...ORDER_PAGE} skeletonCards={[200, 260]}>
      {(order) => (
        <>
          <BackLink {...ORDER_PAGE.back} />
          <PageHeader
            {...orderHeading(order)}
            actions={
              <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                <IntakePdfButton to={carePaths.intakePdf(order.id)} size="small" />
                <Button
                  component={RouterLink}
                  to={carePaths.orderStep(order.id, 'patient')}
                  variant={stepsOpen(order) ? 'contained' : 'outlined'}
                  size="small"
                  startIcon={<PlaylistAddCheckOutlined aria-hidden />}
                >
                  {stepsOpen(order) ? 'Review and sign off' : 'View the steps'}
                </Button>
              </Stack>
            }
          />
          <SectionGrid>
            <DetailSection
              title="Order"
              items={[
                ...orderItems(order, { term: 'Your approval', value: <ApprovalChip status={order.approvalStatus} /> }),
                { term: 'Kind', value: order.kind === 'RENEWAL' ? 'Renewal' : 'New treatment' },
                { term: 'Tracking number', value: order.trackingNumber ?? 'Not shipped yet' },
              ]}
            />
            <DetailSection
              title="Patient and doctor"
              items={[...orderPatientItems(order, carePaths.patient(order.patientId)), ...orderDoctorItems(order)]}
            />
            <DetailSection
              title="Treatment and renewal"
              items={[
                { term: 'Started', value: order.startDate ? formatDay(order.startDate) : 'Not started' },
                { term: 'Renews on', value: order.renewsOn ? formatDay(order.renewsOn) : 'Not yet known' },
                { term: 'Renewal follow-up', value: RENEWAL_STATUS_LABELS[order.renewalStatus] },
              ]}
            />
            <OrderUpdateForm key={order.updatedAt} order={order} onSaved={(saved) => void load.mutate(saved, { revalidate: false })} />
          </SectionGrid>
        </>
      )}
    </DetailPage>
  );
}
