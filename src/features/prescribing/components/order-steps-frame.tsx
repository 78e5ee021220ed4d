import type { ReactNode } from 'react';
import type { DoctorOrderDetail } from '@contracts/order-review';
import { OrderStepsHeader } from '@/components/order-steps-header';
import { rxComplete } from '@/features/prescribing/lib/rx-form';
import { prescribingPaths, type OrderStep } from '@/features/prescribing/paths';
import { RouteOrder } from './route-order';

interface OrderStepsFrameProps {
  step: OrderStep;
  children: (order: DoctorOrderDetail) => ReactNode;
}

/** The frame of every order step: the order number, its patient and status, and a stepper linking the steps. */
export function OrderStepsFrame({ step, children }: OrderStepsFrameProps) {
  return (
    <RouteOrder title="Order">
      {(order) => (
        <>
          <OrderStepsHeader
            order={order}
            step={step}
            // A check mark only for what the doctor has done: the patient's details come with the order; the medication
            // (the patient's request until the doctor confirms it) once the doctor has gone past it to the Rx details.
            complete={{
              patient: true,
              medication: rxComplete(order.rxInformation) || Boolean(order.prescriptionId),
              'rx-information': rxComplete(order.rxInformation),
              'review-and-submit': Boolean(order.prescriptionId),
            }}
            pathOf={(s) => prescribingPaths.orderStep(order.id, s)}
          />
          {children(order)}
        </>
      )}
    </RouteOrder>
  );
}
