import { useParams } from 'react-router-dom';
import { BackLink } from '@/components/back-link';
import { DetailPage } from '@/components/detail-page';
import { PageHeader } from '@/components/page-header';
import { SectionGrid } from '@/components/section-grid';
import { usePatientOrder } from '@/api/orders/get-patient-order';
import {
  OrderConsentsSection,
  OrderPaymentsSection,
  OrderStatusSection,
  OrderSummarySection,
} from '@/features/patient-portal/components/order-detail-sections';
import { formatDate } from '@/lib/format';
import { patientPortalPaths } from '@/features/patient-portal/paths';

export const ORDER_ERROR_TEXT = 'Error fetching order details';
export const ORDER_NOT_FOUND_TEXT = 'Order not found';

const BACK_TO_ORDERS = { to: patientPortalPaths.orders, label: 'Back to my orders' };

/** One of the patient's orders: where it stands, what was bought and paid, and what was signed. */
export function OrderDetailPage() {
  const { id } = useParams<{ id: string }>();

  return (
    <DetailPage
      load={usePatientOrder(id)}
      title="Order details"
      notFoundTitle={ORDER_NOT_FOUND_TEXT}
      what="order"
      notFoundText="It may have been removed, or the link may be wrong. Your orders are all listed under My orders."
      errorText={ORDER_ERROR_TEXT}
      back={{ to: patientPortalPaths.orders, label: 'See my orders' }}
      backLink={BACK_TO_ORDERS}
      notFoundBackLink={BACK_TO_ORDERS}
      loadingLabel="Loading the order"
    >
      {(order) => (
        <>
          <BackLink {...BACK_TO_ORDERS} />
          <PageHeader
            title={`Order #${order.number}`}
            subtitle={`Placed ${formatDate(order.createdAt)} · ${order.productName} ${order.dose}`}
          />
          <SectionGrid>
            <OrderStatusSection order={order} />
            <OrderSummarySection order={order} />
            <OrderPaymentsSection order={order} />
            <OrderConsentsSection order={order} />
          </SectionGrid>
        </>
      )}
    </DetailPage>
  );
}
