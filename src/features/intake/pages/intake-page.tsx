import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/components/page-title';
import { useLinkPartner } from '@/api/intake/get-link-partner';
import { IntakeFlow } from '@/features/intake/components/intake-flow';
import { PartnerBadge } from '@/features/intake/components/partner-badge';

/** /start, /start2, /start3, /single-link: the v2 intake. `?partner={partnerId}` attributes it to a partner. */
export function IntakePage() {
  const title = usePageTitle();
  const [search] = useSearchParams();
  const partnerId = search.get('partner');
  const { data: partner } = useLinkPartner(partnerId);
  return (
    <>
      {partner && <PartnerBadge partner={partner} />}
      <PageHeader
        title={title}
        subtitle="A few questions about you and your health. It takes about 10 minutes, and your progress is saved as you go."
      />
      <IntakeFlow mode="intake" partnerId={partnerId} />
    </>
  );
}
