import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router-dom';
import { BackLink } from '@/components/back-link';
import { DetailPage } from '@/components/detail-page';
import { IntakePdfButton } from '@/components/intake-pdf-button';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { formatDate } from '@/lib/format';
import { useDoctorOrder } from '@/api/orders/get-doctor-order';
import { IntakeAnswers } from '@/components/intake-answers';
import { IntakeDecisionCard } from '@/features/clinical-review/components/intake-decision-card';
import { TreatmentPlanCard } from '@/features/clinical-review/components/treatment-plan-card';
import { OrderPatientSection, OrderSummarySection } from '@/features/clinical-review/components/order-sections';
import { ScreeningFlagsAlert } from '@/components/screening-flags';
import { BACK_TO_ORDERS, ORDER_PAGE } from '@/features/clinical-review/lib/texts';
import { reviewPaths } from '@/features/clinical-review/paths';

const BACK_TO_QUEUE = { to: reviewPaths.queue, label: 'Back to the queue' };

/** One order of the doctor's patients: the flags, every intake answer, and the approve or deny decision. */
export function DoctorOrderPage() {
  const { id } = useParams<{ id: string }>();
  const load = useDoctorOrder(id);

  return (
    <DetailPage load={load} {...ORDER_PAGE} skeletonCards={[140, 320]}>
      {(order) => (
        <>
          <BackLink {...(order.status === 'PENDING_REVIEW' && !order.handBack ? BACK_TO_QUEUE : BACK_TO_ORDERS)} />
          <PageHeader
            title="Order detail"
            subtitle={`Order #${order.number} · ${order.patientName} · ${order.productName} ${order.dose} · placed ${formatDate(order.createdAt)}`}
            actions={<IntakePdfButton to={reviewPaths.intakePdf(order.id)} />}
          />
          <ScreeningFlagsAlert flags={order.screeningFlags} />
          <Grid container spacing={2.5}>
            <Grid size={12}>
              <IntakeDecisionCard order={order} onChanged={() => void load.mutate()} />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Stack spacing={2.5}>
                <OrderPatientSection order={order} />
                <OrderSummarySection order={order} />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <SectionCard title="Intake answers">
                <IntakeAnswers questions={order.questionsList} answers={order.answers} />
              </SectionCard>
            </Grid>
            <Grid size={12}>
              <TreatmentPlanCard patientId={order.patientId} />
            </Grid>
          </Grid>
        </>
      )}
    </DetailPage>
  );
}
