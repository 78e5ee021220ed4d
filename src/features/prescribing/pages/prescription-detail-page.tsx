import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BackLink } from '@/components/back-link';
import { DetailPage } from '@/components/detail-page';
import { PageHeader } from '@/components/page-header';
import { DetailSection, SectionCard } from '@/components/section-card';
import { SectionGrid } from '@/components/section-grid';
import { formatDate } from '@/lib/format';
import { usePrescription } from '@/api/prescriptions/get-prescription';
import { PrescribedList } from '@/features/prescribing/components/prescription-details';
import { PharmacyStatus } from '@/features/prescribing/components/pharmacy-status';
import { NOT_FOUND_TEXT, PRESCRIPTION_ERROR_TEXT, SEE_PRESCRIPTIONS } from '@/features/prescribing/lib/messages';
import { prescribingPaths } from '@/features/prescribing/paths';

const PAST = new Set(['SHIPPED', 'DELIVERED', 'CANCELLED']);
const BACK_TO_PAST = { to: prescribingPaths.pastPrescriptions, label: 'Back to past prescriptions' };
const BACK_TO_CURRENT = { to: prescribingPaths.prescriptions, label: 'Back to prescriptions' };

/** One prescription: what was prescribed, for whom, where it went and where it stands. */
export function PrescriptionDetailPage() {
  const { id } = useParams<{ id: string }>();
  const load = usePrescription(id);

  return (
    <DetailPage
      load={load}
      title="Prescription detail"
      what="prescription"
      notFoundText={NOT_FOUND_TEXT}
      errorText={PRESCRIPTION_ERROR_TEXT}
      back={SEE_PRESCRIPTIONS}
      loadingLabel="Loading the prescription"
    >
      {(p) => (
        <>
          <BackLink {...(PAST.has(p.status) ? BACK_TO_PAST : BACK_TO_CURRENT)} />
          <PageHeader
            title={`Prescription #${p.number}`}
            subtitle={`${p.patientName} · created ${formatDate(p.createdAt)}`}
            actions={
              p.status === 'CREATED' || p.status === 'FAILED' ? (
                <Button component={RouterLink} to={prescribingPaths.sendToRx(p.orderId)} variant="contained">
                  Send to pharmacy
                </Button>
              ) : undefined
            }
          />
          <SectionGrid>
            <SectionCard title="Pharmacy and status">
              <PharmacyStatus prescription={p} onChecked={(updated) => void load.mutate(updated, { revalidate: false })} />
            </SectionCard>
            <SectionCard title="Prescribed">
              <PrescribedList prescription={p} />
            </SectionCard>
            <DetailSection
              title="Patient and order"
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
          </SectionGrid>
        </>
      )}
    </DetailPage>
  );
}
