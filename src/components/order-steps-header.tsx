import type { OrderStatus } from '@contracts/orders';
import { OrderStatusChip } from './order-status-chip';
import { OrderStepNav, type OrderStep } from './order-step-nav';
import { PageHeader } from './page-header';

interface OrderStepsHeaderProps {
  order: { number: number; patientName: string; patientState: string | null; status: OrderStatus };
  /** The step shown. */
  step: OrderStep;
  /** Which steps the order really holds (a check mark on each, but the current one). */
  complete: Record<OrderStep, boolean>;
  /** Where each step is, in the portal. */
  pathOf: (step: OrderStep) => string;
}

/** The top of every order step (the doctor's, the partner's): the order number, its patient and status, then the steps. */
export function OrderStepsHeader({ order, step, complete, pathOf }: OrderStepsHeaderProps) {
  return (
    <>
      <PageHeader
        title={`Order #${order.number}`}
        subtitle={`Patient: ${order.patientName}${order.patientState ? ` (${order.patientState})` : ''}`}
        actions={<OrderStatusChip status={order.status} size="medium" />}
      />
      <OrderStepNav step={step} complete={complete} pathOf={pathOf} />
    </>
  );
}
