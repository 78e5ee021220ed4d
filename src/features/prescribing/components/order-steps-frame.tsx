import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { DoctorOrderDetail } from '../../../../contracts/doctor';
import { OrderStatusChip } from '../../../components/order-status-chip';
import { PageHeader } from '../../../components/page-header';
import { useDoctorOrder } from '../api/get-doctor-order';
import { prescribingPaths, type OrderStep } from '../paths';
import { ORDER_ERROR_TEXT } from '../lib/messages';
import { OrderStepNav } from './order-step-nav';
import { PageLoadFailure, PageSkeleton } from './page-states';

interface OrderStepsFrameProps {
  step: OrderStep;
  children: (order: DoctorOrderDetail) => ReactNode;
}

/** The frame of every order step: the order number, its patient and status, and a stepper linking the steps. */
export function OrderStepsFrame({ step, children }: OrderStepsFrameProps) {
  const { id } = useParams<{ id: string }>();
  const { data: order, error, isLoading, mutate } = useDoctorOrder(id);

  if (error && !order) {
    return (
      <PageLoadFailure
        title="Order"
        thing="order"
        errorText={ORDER_ERROR_TEXT}
        error={error}
        onRetry={() => void mutate()}
        back={{ to: prescribingPaths.prescriptions, label: 'See prescriptions' }}
      />
    );
  }
  if (isLoading || !order) return <PageSkeleton label="Loading the order" />;

  return (
    <>
      <PageHeader
        title={`Order #${order.number}`}
        subtitle={`Patient: ${order.patientName}${order.patientState ? ` (${order.patientState})` : ''}`}
        actions={<OrderStatusChip status={order.status} size="medium" />}
      />
      <OrderStepNav order={order} step={step} />
      {children(order)}
    </>
  );
}
