import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { DoctorOrderDetail } from '@contracts/order-review';
import { DetailPage } from '@/components/detail-page';
import { useDoctorOrder } from '@/api/orders/get-doctor-order';
import { NOT_FOUND_TEXT, ORDER_ERROR_TEXT, SEE_PRESCRIPTIONS } from '@/features/prescribing/lib/messages';

interface RouteOrderProps {
  /** The page's heading, kept when the order cannot be shown. */
  title: string;
  children: (order: DoctorOrderDetail) => ReactNode;
}

/** Loads the order named by the route's `:id` and renders `children` with it, or its loading, missing or error state. */
export function RouteOrder({ title, children }: RouteOrderProps) {
  const { id } = useParams<{ id: string }>();
  return (
    <DetailPage
      load={useDoctorOrder(id)}
      title={title}
      what="order"
      notFoundText={NOT_FOUND_TEXT}
      errorText={ORDER_ERROR_TEXT}
      back={SEE_PRESCRIPTIONS}
      loadingLabel="Loading the order"
    >
      {children}
    </DetailPage>
  );
}
