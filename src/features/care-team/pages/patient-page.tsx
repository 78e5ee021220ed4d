import { useParams } from 'react-router-dom';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { PageLoadFailure } from '@/components/page-load-failure';
import { PageSkeleton } from '@/components/page-skeleton';
import { SectionGrid } from '@/components/section-grid';
import { useCarePatient } from '@/api/patients/get-care-patient';
import { ContactSection, HealthSection, IntakeSection, OrdersSection } from '@/features/care-team/components/chart-sections';
import { CHART_PAGE } from '@/features/care-team/lib/texts';

/** A patient's read-only chart: contact, orders and, for a nurse, the latest intake. */
export function CarePatientPage() {
  const { id } = useParams<{ id: string }>();
  const { data: chart, error, isLoading, mutate } = useCarePatient(id);

  if (error && !chart) return <PageLoadFailure {...CHART_PAGE} error={error} onRetry={() => void mutate()} />;
  if (isLoading || !chart) return <PageSkeleton label={CHART_PAGE.loadingLabel} backLink cards={[180, 220]} />;

  return (
    <>
      <BackLink {...CHART_PAGE.backLink} />
      <PageHeader title={`${chart.firstName} ${chart.lastName}`} subtitle="Read-only chart" />
      <SectionGrid
        wide={[
          <OrdersSection key="orders" chart={chart} />,
          ...(chart.latestIntake ? [<IntakeSection key="intake" intake={chart.latestIntake} />] : []),
        ]}
      >
        <ContactSection chart={chart} />
        <HealthSection chart={chart} />
      </SectionGrid>
    </>
  );
}
