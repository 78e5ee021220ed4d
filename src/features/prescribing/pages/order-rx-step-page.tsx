import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { doctorOrderKey } from '@/api/orders/get-doctor-order';
import { OrderStepsFrame } from '@/features/prescribing/components/order-steps-frame';
import { RxStepForm } from '@/features/prescribing/components/rx-step-form';
import { prescribingPaths } from '@/features/prescribing/paths';

/** Step 3: the prescription's directions and amounts. */
export function OrderRxStepPage() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return (
    <OrderStepsFrame step="rx-information">
      {(order) => (
        <RxStepForm
          key={order.id}
          order={order}
          back={prescribingPaths.orderStep(order.id, 'medication')}
          onDone={(saved) => {
            if (saved) void mutate(doctorOrderKey(order.id), saved, { revalidate: false });
            void navigate(prescribingPaths.orderStep(order.id, 'review-and-submit'));
          }}
        />
      )}
    </OrderStepsFrame>
  );
}
