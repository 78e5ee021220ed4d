import { OrderRxSection } from '@/features/partner-care/components/order-step-sections';
import { PartnerOrderStepsFrame } from '@/features/partner-care/components/order-steps-frame';
import { ContinueForm } from '@/features/partner-care/components/step-footer';
import { carePaths } from '@/features/partner-care/paths';

/** Step 3: what the prescription rests on (the doctor, their decision, the intake's facts), read-only, with the intake PDF. */
export function PartnerOrderRxStepPage() {
  return (
    <PartnerOrderStepsFrame step="rx-information">
      {(order) => (
        <ContinueForm
          label="Rx information"
          back={carePaths.orderStep(order.id, 'medication')}
          next={carePaths.orderStep(order.id, 'review-and-submit')}
        >
          <OrderRxSection order={order} />
        </ContinueForm>
      )}
    </PartnerOrderStepsFrame>
  );
}
