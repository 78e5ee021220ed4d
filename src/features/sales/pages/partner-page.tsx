import { useParams } from 'react-router-dom';
import { phoneForDisplay } from '@contracts/us-phone';
import { BackLink } from '@/components/back-link';
import { DetailPage } from '@/components/detail-page';
import { PageHeader } from '@/components/page-header';
import { DetailSection } from '@/components/section-card';
import { SectionGrid } from '@/components/section-grid';
import { formatCents, formatDay } from '@/lib/format';
import { useSalesPartner } from '@/api/sales/get-sales-partner';
import { PARTNER_ERROR_TEXT } from '../lib/texts';
import { salesPaths } from '../paths';

const BACK = { to: salesPaths.partners, label: 'Back to partners' };

/** One of the sales person's partners, read-only: contact, patients, paid orders and the commission they brought. */
export function SalesPartnerPage() {
  const { id } = useParams<{ id: string }>();
  const load = useSalesPartner(id);
  return (
    <DetailPage
      load={load}
      loadingLabel="Loading the partner"
      skeletonCards={[200, 200]}
      title="Partner detail"
      notFoundTitle="Partner not found"
      what="partner"
      notFoundText="This partner does not exist or is not one of yours."
      errorText={PARTNER_ERROR_TEXT}
      back={BACK}
      backLink={BACK}
    >
      {(partner) => (
        <>
          <BackLink {...BACK} />
          <PageHeader title={partner.businessName} subtitle={`Partner since ${formatDay(partner.createdAt)}`} />
          <SectionGrid>
            <DetailSection
              title="Contact"
              items={[
                { term: 'Owner', value: `${partner.firstName} ${partner.lastName}` },
                { term: 'Email', value: partner.email },
                { term: 'Phone', value: phoneForDisplay(partner.phoneNumber) || 'Not given' },
              ]}
            />
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
        </>
      )}
    </DetailPage>
  );
}
