import { useParams } from 'react-router-dom';
import { IntakePdfView } from '@/components/intake-pdf-view';
import { useDoctorOrder } from '@/api/orders/get-doctor-order';
import { ORDER_LOAD_FAILURE } from '@/features/clinical-review/lib/texts';
import { reviewPaths } from '@/features/clinical-review/paths';

/** The intake as a PDF to read, download or print. */
export function PatientIntakePdfPage() {
  const { orderId } = useParams<{ orderId: string }>();
  const { data: order, error, mutate } = useDoctorOrder(orderId);
  return (
    <IntakePdfView
      order={order}
      error={error}
      onRetry={() => void mutate()}
      back={{ to: orderId ? reviewPaths.order(orderId) : reviewPaths.orders, label: 'Back to the order' }}
      backToList={{ to: reviewPaths.orders, label: 'Back to orders' }}
      failure={ORDER_LOAD_FAILURE}
    />
  );
}
