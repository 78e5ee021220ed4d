import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/components/page-title';
import { RenewalFlow } from '@/features/intake/renewal/renewal-flow';

/** /renewal: a returning patient renews their treatment. */
export function RenewalPage() {
  const title = usePageTitle();
  return (
    <>
      <PageHeader title={title} subtitle="Renew your treatment: review your answers, change only what is new, and choose your plan." />
      <RenewalFlow />
    </>
  );
}
