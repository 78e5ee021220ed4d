import type { ReactNode } from 'react';
import type { DoctorOrderDetail } from '@contracts/doctor';
import { OrderStatusChip } from '@/components/order-status-chip';
import { PageHeader } from '@/components/page-header';
import type { OrderStep } from '@/features/prescribing/paths';
import { OrderStepNav } from './order-step-nav';
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
          <PageHeader
            title={`Order #${order.number}`}
            subtitle={`Patient: ${order.patientName}${order.patientState ? ` (${order.patientState})` : ''}`}
            actions={<OrderStatusChip status={order.status} size="medium" />}
          />
          <OrderStepNav order={order} step={step} />
          {children(order)}
        </>
      )}
    </RouteOrder>
  );
}
