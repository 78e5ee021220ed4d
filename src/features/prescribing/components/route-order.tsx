import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { DoctorOrderDetail } from '@contracts/doctor';
import { PageLoadFailure } from '@/components/page-load-failure';
import { PageSkeleton } from '@/components/page-skeleton';
import { useDoctorOrder } from '@/api/orders/get-doctor-order';
import { NOT_FOUND_TEXT, ORDER_ERROR_TEXT } from '@/features/prescribing/lib/messages';
import { prescribingPaths } from '@/features/prescribing/paths';

interface RouteOrderProps {
  /** The page's heading, kept when the order cannot be shown. */
  title: string;
  children: (order: DoctorOrderDetail) => ReactNode;
}

/** Loads the order named by the route's `:id` and renders `children` with it, or its loading, missing or error state. */
export function RouteOrder({ title, children }: RouteOrderProps) {
  const { id } = useParams<{ id: string }>();
  const { data: order, error, isLoading, mutate } = useDoctorOrder(id);

  if (error && !order) {
    return (
      <PageLoadFailure
        title={title}
        what="order"
        notFoundText={NOT_FOUND_TEXT}
        errorText={ORDER_ERROR_TEXT}
        error={error}
        onRetry={() => void mutate()}
        back={{ to: prescribingPaths.prescriptions, label: 'See prescriptions' }}
      />
    );
  }
  if (isLoading || !order) return <PageSkeleton label="Loading the order" />;
  return children(order);
}
