import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { GymOwnerDetail } from '@contracts/partners';
import { formatRate } from '@/lib/format';
import { ActAsButton } from '@/components/act-as-button';
import { DetailSection, SectionCard } from '@/components/section-card';
import { DetailList } from '@/components/detail-list';
import { PartnerDetailPage, partnerOwnerItems } from '@/components/partner-detail-page';
import { SectionGrid } from '@/components/section-grid';
import { ToneChip } from '@/components/tone-chip';
import { generatePartnerToken } from '@/api/admin-doctors/generate-partner-token';
import { useGymOwner } from '@/api/admin-partners/get-gym-owner';
import { messageOr } from '@/lib/api-errors';
import { AssignDoctorDialog } from '@/features/admin-partners/components/assign-doctor-dialog';
import { CustomPricingSection } from '@/features/admin-partners/components/custom-pricing-section';
import { DeletePartnerButton } from '@/features/admin-partners/components/delete-partner-button';
import { EditPartnerDialog } from '@/features/admin-partners/components/edit-partner-dialog';
import { PartnerPatientsSection } from '@/features/admin-partners/components/partner-patients-section';
import { PartnerRenewalsSection } from '@/features/admin-partners/components/partner-renewals-section';
import { PartnerLedgerSection } from '@/features/admin-partners/components/partner-ledger-section';
import { PayoutSection } from '@/features/admin-partners/components/payout-section';
import { BILLING_MODE_LABELS, PARTNER_ERROR_TEXT } from '@/features/admin-partners/lib/texts';
import { adminPartnerPaths } from '@/features/admin-partners/paths';
import { countOf } from '@contracts/plural';

const BACK = { to: adminPartnerPaths.partners, label: 'Back to partners' };
const PAYOUT_LABELS = { NOT_CONNECTED: 'Not connected', ONBOARDING: 'Setup not finished', ACTIVE: 'Connected' } as const;

function DoctorSection({ partner, onAssign }: { partner: GymOwnerDetail; onAssign: () => void }) {
  return (
    <SectionCard
      title="Assigned doctor"
      action={
        <Button variant="outlined" size="small" onClick={onAssign}>
          {partner.doctor ? 'Change doctor' : 'Assign doctor'}
        </Button>
      }
    >
      {partner.doctor ? (
        <Typography sx={{ fontWeight: 600 }}>{partner.doctor.name}</Typography>
      ) : (
        <ToneChip label="No doctor" tone="neutral" />
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        The partner&apos;s doctor reviews its patients&apos; orders and sees every patient of the partner.
        {partner.unassignedPatientCount > 0 &&
          ` ${countOf(partner.unassignedPatientCount, 'patient')} ${partner.unassignedPatientCount === 1 ? 'has' : 'have'} no doctor of their own${partner.doctor ? '' : ': no doctor reaches them'}.`}
      </Typography>
    </SectionCard>
  );
}

/** One partner: business and owner, commission and billing, its doctor, its patients (and moving them elsewhere). */
export function AdminPartnerPage() {
  const { id } = useParams<{ id: string }>();
  const load = useGymOwner(id);
  const [dialog, setDialog] = useState<'edit' | 'doctor' | null>(null);
  const onSaved = (next: GymOwnerDetail) => void load.mutate(next, { revalidate: false });
  const onChanged = () => void load.mutate();
  return (
    <PartnerDetailPage
      load={load}
      back={BACK}
      notFoundText="This partner does not exist or was deleted."
      errorText={PARTNER_ERROR_TEXT}
      facts={(partner) => [countOf(partner.patientCount, 'patient'), countOf(partner.orderCount, 'order')]}
      actions={(partner) => (
        <>
          <ActAsButton
            name={partner.businessName}
            generate={() => generatePartnerToken(partner.id)}
            returnPath={adminPartnerPaths.partner(partner.id)}
            describeError={(error) => messageOr(error, 'Could not start acting as this partner')}
          />
          <Button variant="outlined" startIcon={<EditOutlined aria-hidden />} onClick={() => setDialog('edit')}>
            Edit partner
          </Button>
          <DeletePartnerButton partner={partner} />
        </>
      )}
    >
      {(partner) => (
        <>
          <SectionGrid
            wide={[
              <PartnerPatientsSection key="patients" partner={partner} onChanged={onChanged} />,
              <PartnerRenewalsSection key="renewals" partnerId={partner.id} />,
              <CustomPricingSection key="pricing" partnerId={partner.id} />,
              <PartnerLedgerSection key="ledger" partnerId={partner.id} />,
            ]}
          >
            <DetailSection
              title="Business and owner"
              items={[
                { term: 'Business', value: partner.businessName },
                ...partnerOwnerItems(partner),
                { term: 'Payout account', value: PAYOUT_LABELS[partner.payoutAccountStatus] },
              ]}
            />
            <SectionCard title="Commission and billing">
              <DetailList
                items={[
                  { term: 'Commission', value: `${formatRate(partner.commissionRateBps)} of each paid order` },
                  { term: 'Billing mode', value: BILLING_MODE_LABELS[partner.billingMode] },
                  { term: 'Auto-billing', value: partner.autoBilling ? 'On' : 'Off' },
                  { term: 'Unpaid invoices', value: String(partner.unpaidInvoiceCount) },
                ]}
              />
            </SectionCard>
            <DoctorSection partner={partner} onAssign={() => setDialog('doctor')} />
            <PayoutSection partner={partner} onSent={onChanged} />
          </SectionGrid>
          {dialog === 'edit' && <EditPartnerDialog partner={partner} onClose={() => setDialog(null)} onSaved={onSaved} />}
          {dialog === 'doctor' && <AssignDoctorDialog partner={partner} onClose={() => setDialog(null)} onSaved={onSaved} />}
        </>
      )}
    </PartnerDetailPage>
  );
}
