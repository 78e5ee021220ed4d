import { useParams } from 'react-router-dom';
import { IntakePdfView } from '@/components/intake-pdf-view';
import { useAdminOrderIntake } from '@/api/orders/get-admin-order-intake';
import { ORDER_PAGE } from '@/features/admin-care/lib/texts';
import { adminCarePaths } from '@/features/admin-care/paths';

/** Any order's intake as a PDF to read, download or print (GET /super-admin/orders/{id}/intake). */
export function AdminIntakePdfPage() {
  const { orderId } = useParams<{ orderId: string }>();
  const { data, error, mutate } = useAdminOrderIntake(orderId);
  return (
    <IntakePdfView
      order={data}
      error={error}
      onRetry={() => void mutate()}
      back={{ to: orderId ? adminCarePaths.order(orderId) : adminCarePaths.orders, label: 'Back to the order' }}
      backToList={ORDER_PAGE.back}
      failure={{ ...ORDER_PAGE, notFoundTitle: 'Order not found' }}
    />
  );
}
