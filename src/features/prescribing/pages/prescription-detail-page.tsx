import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DetailList } from '@/components/detail-list';
import { PageHeader } from '@/components/page-header';
import { PageLoadFailure } from '@/components/page-load-failure';
import { PageSkeleton } from '@/components/page-skeleton';
import { SectionCard } from '@/components/section-card';
import { formatDate } from '@/lib/format';
import { usePrescription } from '@/api/prescriptions/get-prescription';
import { canCheckStatus, CheckStatusButton } from '@/features/prescribing/components/check-status-button';
import { pharmacyItems, PrescribedList } from '@/features/prescribing/components/prescription-details';
import { StatusReadout } from '@/features/prescribing/components/status-readout';
import { NOT_FOUND_TEXT, PRESCRIPTION_ERROR_TEXT } from '@/features/prescribing/lib/messages';
import { prescribingPaths } from '@/features/prescribing/paths';

const PAST = new Set(['SHIPPED', 'DELIVERED', 'CANCELLED']);

/** One prescription: what was prescribed, for whom, where it went and where it stands. */
export function PrescriptionDetailPage() {
  const { id } = useParams<{ id: string }>();
  const { data: p, error, isLoading, mutate } = usePrescription(id);

  if (error && !p) {
    return (
      <PageLoadFailure
        title="Prescription detail"
        what="prescription"
        notFoundText={NOT_FOUND_TEXT}
        errorText={PRESCRIPTION_ERROR_TEXT}
        error={error}
        onRetry={() => void mutate()}
        back={{ to: prescribingPaths.prescriptions, label: 'See prescriptions' }}
      />
    );
  }
  if (isLoading || !p) return <PageSkeleton label="Loading the prescription" />;

  const back = PAST.has(p.status)
    ? { to: prescribingPaths.pastPrescriptions, label: 'Back to past prescriptions' }
    : { to: prescribingPaths.prescriptions, label: 'Back to prescriptions' };
  const canSend = p.status === 'CREATED' || p.status === 'FAILED';

  return (
    <>
      <Link component={RouterLink} to={back.to} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 600 }}>
        <ArrowBack fontSize="small" aria-hidden />
        {back.label}
      </Link>
      <PageHeader
        title={`Prescription #${p.number}`}
        subtitle={`${p.patientName} · created ${formatDate(p.createdAt)}`}
        actions={
          canSend ? (
            <Button component={RouterLink} to={prescribingPaths.sendToRx(p.orderId)} variant="contained">
              Send to pharmacy
            </Button>
          ) : undefined
        }
      />
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title="Pharmacy and status">
            <Stack spacing={2}>
              <StatusReadout prescription={p} />
              <DetailList items={pharmacyItems(p, { withStatus: false })} />
              {canCheckStatus(p) && (
                <Box>
                  <CheckStatusButton prescription={p} onChecked={(updated) => void mutate(updated, { revalidate: false })} />
                </Box>
              )}
            </Stack>
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title="Prescribed">
            <PrescribedList prescription={p} />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title="Patient and order">
            <DetailList
              items={[
                { term: 'Patient', value: p.patientName },
                { term: 'State', value: p.patientState ?? 'Not given' },
                {
                  term: 'Order',
                  value: (
                    <Link component={RouterLink} to={prescribingPaths.order(p.orderId)}>
                      Order #{p.orderNumber}
                    </Link>
                  ),
                },
                { term: 'Product code', value: p.productVariationKey },
              ]}
            />
          </SectionCard>
        </Grid>
      </Grid>
    </>
  );
}
