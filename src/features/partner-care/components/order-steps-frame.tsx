import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { PartnerOrderDetail } from '@contracts/orders';
import { BackLink } from '@/components/back-link';
import { DetailPage } from '@/components/detail-page';
import type { OrderStep } from '@/components/order-step-nav';
import { OrderStepsHeader } from '@/components/order-steps-header';
import { usePartnerOrder } from '@/api/orders/get-partner-order';
import { closedText, stepsOpen, STEPS_CLOSED_TITLE } from '@/features/partner-care/lib/order-steps';
import { ORDER_PAGE } from '@/features/partner-care/lib/texts';
import { carePaths } from '@/features/partner-care/paths';

export interface StepContext {
  /** Whether the order may still change (it waits for the doctor); otherwise every step is read-only. */
  open: boolean;
  /** Shows the saved order (from a change's reply) without reading it again. */
  replace: (order: PartnerOrderDetail) => void;
}

interface PartnerOrderStepsFrameProps {
  step: OrderStep;
  children: (order: PartnerOrderDetail, context: StepContext) => ReactNode;
}

/** The frame of the partner's order steps: the order, its patient and status, the steps, and why a closed order is read-only. */
export function PartnerOrderStepsFrame({ step, children }: PartnerOrderStepsFrameProps) {
  const { id } = useParams<{ id: string }>();
  const load = usePartnerOrder(id);
  return (
    <DetailPage load={load} {...ORDER_PAGE} title="Order" skeletonCards={[260]}>
      {(order) => {
        const open = stepsOpen(order);
        return (
          <>
            <BackLink to={carePaths.order(order.id)} label="Back to the order" />
            <OrderStepsHeader
              order={order}
              step={step}
              // Patient, medication and the doctor's facts are always there; the sign-off once given.
              complete={{
                patient: true,
                medication: true,
                'rx-information': true,
                'review-and-submit': order.approvalStatus !== 'PENDING',
              }}
              pathOf={(s) => carePaths.orderStep(order.id, s)}
            />
            {!open && (
              <Alert severity="info" sx={{ mb: 3 }}>
                <AlertTitle>{STEPS_CLOSED_TITLE}</AlertTitle>
                {closedText(order)}
              </Alert>
            )}
            {children(order, { open, replace: (next) => void load.mutate(next, { revalidate: false }) })}
          </>
        );
      }}
    </DetailPage>
  );
}
