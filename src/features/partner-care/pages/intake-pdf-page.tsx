import { useParams } from 'react-router-dom';
import { IntakePdfView } from '@/components/intake-pdf-view';
import { usePartnerOrderIntake } from '@/api/orders/get-partner-order-intake';
import { ORDER_PAGE } from '@/features/partner-care/lib/texts';
import { carePaths } from '@/features/partner-care/paths';

/** The intake of one of the partner's patients' orders as a PDF to read, download or print (GET /gym-owner/orders/{id}/intake). */
export function PartnerIntakePdfPage() {
  const { orderId } = useParams<{ orderId: string }>();
  const { data, error, mutate } = usePartnerOrderIntake(orderId);
  return (
    <IntakePdfView
      order={data}
      error={error}
      onRetry={() => void mutate()}
      back={{ to: orderId ? carePaths.order(orderId) : carePaths.orders, label: 'Back to the order' }}
      backToList={ORDER_PAGE.back}
      failure={ORDER_PAGE}
    />
  );
}
