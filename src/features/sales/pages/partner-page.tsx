import { useParams } from 'react-router-dom';
import { PartnerDetailPage, partnerOwnerItems } from '@/components/partner-detail-page';
import { DetailSection } from '@/components/section-card';
import { SectionGrid } from '@/components/section-grid';
import { formatCents } from '@/lib/format';
import { useSalesPartner } from '@/api/sales/get-sales-partner';
import { PARTNER_ERROR_TEXT } from '../lib/texts';
import { salesPaths } from '../paths';

const BACK = { to: salesPaths.partners, label: 'Back to partners' };

/** One of the sales person's partners, read-only: contact, patients, paid orders and the commission they brought. */
export function SalesPartnerPage() {
  const { id } = useParams<{ id: string }>();
  const load = useSalesPartner(id);
  return (
    <PartnerDetailPage
      load={load}
      back={BACK}
      notFoundText="This partner does not exist or is not one of yours."
      errorText={PARTNER_ERROR_TEXT}
    >
      {(partner) => (
        <SectionGrid>
          <DetailSection title="Contact" items={partnerOwnerItems(partner)} />
          <DetailSection
            title="Patients and commission"
            items={[
              { term: 'Patients', value: String(partner.patientCount) },
              { term: 'Paid orders', value: String(partner.paidOrderCount) },
              { term: 'Sales, net of refunds', value: formatCents(partner.salesCents) },
              { term: 'Your commission', value: formatCents(partner.commissionCents) },
            ]}
          />
        </SectionGrid>
      )}
    </PartnerDetailPage>
  );
}
