import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { DoctorOrderDetail } from '@contracts/order-review';
import type { Prescription } from '@contracts/prescriptions';
import { DetailList } from '@/components/detail-list';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { PageSkeleton } from '@/components/page-skeleton';
import { SectionCard } from '@/components/section-card';
import { formatDate } from '@/lib/format';
import { doctorOrderKey } from '@/api/orders/get-doctor-order';
import { prescriptionKey, usePrescription } from '@/api/prescriptions/get-prescription';
import { OrderRxSummary } from '@/features/prescribing/components/order-rx-summary';
import { pharmacyItems, PrescribedList } from '@/features/prescribing/components/prescription-details';
import { RouteOrder } from '@/features/prescribing/components/route-order';
import { SendPrescriptionForm } from '@/features/prescribing/components/send-prescription-form';
import { PRESCRIPTION_ERROR_TEXT } from '@/features/prescribing/lib/messages';
import { rxComplete } from '@/features/prescribing/lib/rx-form';
import { prescribingPaths } from '@/features/prescribing/paths';

const TITLE = 'Send Order to Rx';
const canSend = (p: Prescription) => p.status === 'CREATED' || p.status === 'FAILED';
/** Orders whose intake a doctor has approved (or that a doctor created): the server prescribes only these. */
const PRESCRIBABLE = new Set(['APPROVED', 'SENT_TO_PHARMACY', 'SHIPPED', 'DELIVERED']);

function NotPrescribable({ order }: { order: DoctorOrderDetail }) {
  return (
    <Alert severity="warning">
      <AlertTitle>
        {order.status === 'CANCELLED' ? 'This order was canceled.' : "The patient's intake must be approved before you can prescribe."}
      </AlertTitle>
      {order.status !== 'CANCELLED' && (
        <Link component={RouterLink} to={prescribingPaths.order(order.id)}>
          Review the intake
        </Link>
      )}
    </Alert>
  );
}

function SendBody({ order }: { order: DoctorOrderDetail }) {
  const navigate = useNavigate();
  const { mutate: mutateKey } = useSWRConfig();
  const { data: prescription, error, mutate } = usePrescription(order.prescriptionId);

  if (!order.prescriptionId && !PRESCRIBABLE.has(order.status)) return <NotPrescribable order={order} />;
  if (order.prescriptionId && error && !prescription) {
    return <LoadError title={PRESCRIPTION_ERROR_TEXT} error={error} onRetry={() => void mutate()} />;
  }
  if (order.prescriptionId && !prescription) return <PageSkeleton label="Loading the prescription" />;

  const onSent = (sent: Prescription) => {
    void mutateKey(prescriptionKey(sent.id), sent, { revalidate: false });
    void mutateKey(doctorOrderKey(order.id), { ...order, prescriptionId: sent.id });
    void navigate(prescribingPaths.sent(order.id));
  };
  // A refused first send may still have created the prescription (now failed, with its reason): fetch both again.
  const onFailed = () => {
    void mutateKey(doctorOrderKey(order.id));
    if (order.prescriptionId) void mutate();
  };

  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, md: 6 }}>
        {prescription ? (
          <SectionCard title={`Prescription #${prescription.number}`}>
            <PrescribedList prescription={prescription} />
          </SectionCard>
        ) : (
          <SectionCard
            title="Prescription"
            action={
              <Button
                component={RouterLink}
                to={prescribingPaths.orderStep(order.id, 'rx-information')}
                size="small"
                aria-label="Edit Rx information"
              >
                Edit
              </Button>
            }
          >
            <OrderRxSummary order={order} />
          </SectionCard>
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        {!prescription && !rxComplete(order.rxInformation) ? (
          <Alert severity="info">
            <AlertTitle>Prepare the prescription first</AlertTitle>
            <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <span>A pharmacy fills one dose: choose it within {order.dose}, and confirm the directions and amounts.</span>
              <Button component={RouterLink} to={prescribingPaths.orderStep(order.id, 'rx-information')} variant="contained">
                Prepare prescription
              </Button>
            </Stack>
          </Alert>
        ) : !prescription || canSend(prescription) ? (
          <SendPrescriptionForm orderId={order.id} prescription={prescription} onSent={onSent} onFailed={onFailed} />
        ) : (
          <SectionCard title="Sent to the pharmacy">
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <DetailList items={pharmacyItems(prescription)} />
              <Button component={RouterLink} to={prescribingPaths.sent(order.id)} variant="contained">
                View confirmation
              </Button>
            </Stack>
          </SectionCard>
        )}
      </Grid>
    </Grid>
  );
}

/** The order's prescription and where to send it. */
export function SendOrderToRxPage() {
  return (
    <RouteOrder title={TITLE}>
      {(order) => (
        <>
          <PageHeader title={TITLE} subtitle={`Order #${order.number} for ${order.patientName} · created ${formatDate(order.createdAt)}`} />
          <SendBody order={order} />
        </>
      )}
    </RouteOrder>
  );
}
