import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { DoctorOrderDetail } from '@contracts/doctor';
import { DetailList } from '@/components/detail-list';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { PageSkeleton } from '@/components/page-skeleton';
import { SectionCard } from '@/components/section-card';
import { usePrescription } from '@/api/prescriptions/get-prescription';
import { canCheckStatus, CheckStatusButton } from '@/features/prescribing/components/check-status-button';
import { pharmacyItems, pharmacyText, PrescribedList } from '@/features/prescribing/components/prescription-details';
import { RouteOrder } from '@/features/prescribing/components/route-order';
import { StatusReadout } from '@/features/prescribing/components/status-readout';
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
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SectionCard title="Pharmacy">
          <Stack spacing={2}>
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
            <StatusReadout prescription={prescription} />
            <DetailList items={pharmacyItems(prescription, { withStatus: false })} />
            {canCheckStatus(prescription) && (
              <Box>
                <CheckStatusButton prescription={prescription} onChecked={(updated) => void mutate(updated, { revalidate: false })} />
              </Box>
            )}
          </Stack>
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SectionCard title={`Prescription #${prescription.number}`}>
          <PrescribedList prescription={prescription} />
        </SectionCard>
      </Grid>
    </Grid>
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
