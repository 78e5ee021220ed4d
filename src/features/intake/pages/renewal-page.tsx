import { PageHeader } from '@/components/page-header';
import { RenewalFlow } from '@/features/intake/renewal/renewal-flow';

export const RENEWAL_HEADING = 'Renew your treatment';

/** /renewal: a returning patient renews their treatment (the tab keeps the intake pages' shared title, SPEC §2). */
export function RenewalPage() {
  return (
    <>
      <PageHeader title={RENEWAL_HEADING} subtitle="Welcome back. Review your answers, change only what is new, and choose your plan." />
      <RenewalFlow />
    </>
  );
}
