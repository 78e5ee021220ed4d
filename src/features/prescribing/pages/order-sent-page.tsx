import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { DoctorOrderDetail } from '@contracts/order-review';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { PageSkeleton } from '@/components/page-skeleton';
import { SectionCard } from '@/components/section-card';
import { SectionGrid } from '@/components/section-grid';
import { usePrescription } from '@/api/prescriptions/get-prescription';
import { PharmacyStatus } from '@/features/prescribing/components/pharmacy-status';
import { pharmacyText, PrescribedList } from '@/features/prescribing/components/prescription-details';
import { RouteOrder } from '@/features/prescribing/components/route-order';
import { PRESCRIPTION_ERROR_TEXT } from '@/features/prescribing/lib/messages';
import { prescribingPaths } from '@/features/prescribing/paths';

const TITLE = 'Order Sent';

function Confirmation({ order }: { order: DoctorOrderDetail }) {
  const { data: prescription, error, mutate } = usePrescription(order.prescriptionId);

  if (!order.prescriptionId) {
    return (
      <Alert severity="warning">
        This order has no prescription yet.{' '}
        <Link component={RouterLink} to={prescribingPaths.orderStep(order.id, 'review-and-submit')}>
          Review and submit it
        </Link>
        .
      </Alert>
    );
  }
  if (error && !prescription) return <LoadError title={PRESCRIPTION_ERROR_TEXT} error={error} onRetry={() => void mutate()} />;
  if (!prescription) return <PageSkeleton label="Loading the prescription" />;

  const notSent = prescription.status === 'CREATED' || prescription.status === 'FAILED';

  return (
    <SectionGrid>
      <SectionCard title="Pharmacy">
        <PharmacyStatus prescription={prescription} onChecked={(updated) => void mutate(updated, { revalidate: false })}>
          {notSent ? (
            <Alert
              severity={prescription.status === 'FAILED' ? 'error' : 'warning'}
              action={
                <Button component={RouterLink} to={prescribingPaths.sendToRx(order.id)} color="inherit" size="small">
                  Send to pharmacy
                </Button>
              }
            >
              {prescription.status === 'FAILED'
                ? `Sending failed${prescription.failureReason ? `: ${prescription.failureReason}` : '.'}`
                : 'This prescription has not been sent to a pharmacy yet.'}
            </Alert>
          ) : (
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <CheckCircleOutlined aria-hidden sx={{ color: 'success.main', fontSize: 32 }} />
              <Typography>The prescription was sent to {pharmacyText(prescription)}.</Typography>
            </Box>
          )}
        </PharmacyStatus>
      </SectionCard>
      <SectionCard title={`Prescription #${prescription.number}`}>
        <PrescribedList prescription={prescription} />
      </SectionCard>
    </SectionGrid>
  );
}

/** The confirmation after sending: where the prescription went and where it stands. */
export function OrderSentPage() {
  return (
    <RouteOrder title={TITLE}>
      {(order) => (
        <>
          <PageHeader
            title={TITLE}
            subtitle={`Order #${order.number} for ${order.patientName}`}
            actions={
              <>
                <Button component={RouterLink} to={prescribingPaths.order(order.id)} variant="outlined">
                  View order
                </Button>
                <Button component={RouterLink} to={prescribingPaths.prescriptions} variant="outlined">
                  All prescriptions
                </Button>
              </>
            }
          />
          <Confirmation order={order} />
        </>
      )}
    </RouteOrder>
  );
}
