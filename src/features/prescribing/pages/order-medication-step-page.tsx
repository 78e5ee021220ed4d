import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { DoctorOrderDetail } from '@contracts/order-review';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageSkeleton } from '@/components/page-skeleton';
import { doctorOrderKey } from '@/api/orders/get-doctor-order';
import { useMedications } from '@/api/catalog/get-medications';
import { MedicationStepForm } from '@/features/prescribing/components/medication-step-form';
import { OrderStepsFrame } from '@/features/prescribing/components/order-steps-frame';
import { MEDICATIONS_ERROR_TEXT } from '@/features/prescribing/lib/messages';
import { prescribingPaths } from '@/features/prescribing/paths';

function MedicationStep({ order }: { order: DoctorOrderDetail }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { data: medications, error, isLoading, mutate: reload } = useMedications();

  if (error && !medications) return <LoadError title={MEDICATIONS_ERROR_TEXT} error={error} onRetry={() => void reload()} />;
  if (isLoading || !medications) return <PageSkeleton label="Loading medications" />;
  if (medications.length === 0) {
    return <EmptyState title="No medications to prescribe" description="Ask an administrator to add a medication to the catalog." />;
  }

  return (
    <MedicationStepForm
      order={order}
      medications={medications}
      back={prescribingPaths.orderStep(order.id, 'patient')}
      onDone={(saved) => {
        if (saved) void mutate(doctorOrderKey(order.id), saved, { revalidate: false });
        void navigate(prescribingPaths.orderStep(order.id, 'rx-information'));
      }}
    />
  );
}

/** Step 2: what to prescribe. */
export function OrderMedicationStepPage() {
  return <OrderStepsFrame step="medication">{(order) => <MedicationStep order={order} />}</OrderStepsFrame>;
}
