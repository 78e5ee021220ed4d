import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { PageHeader } from '@/components/page-header';
import { WhenVisible } from '@/components/when-visible';
import { fullName, useSessionSelector } from '@/lib/session';
import { OrderStatsTable } from '@/features/partner-care/components/order-stats-table';
import { QuickApprovalCard, useQuickApprovals } from '@/features/partner-care/components/quick-approval-card';
import { RenewalsDueCard, useRenewalsDue } from '@/features/partner-care/components/renewals-due-card';
import { SummaryFigures } from '@/features/partner-care/components/summary-figures';
import { welcomeLine } from '@/lib/welcome';
import { PatientOutcomesCard } from '@/features/partner-care/components/patient-outcomes-card';

// The charts, below the first screen, download when they come into view (with the calls they make, which no other
// part of the dashboard makes). The QR code's library too, when the card comes into view (or at the first Tab: it has
// controls to tab to): the other pages of this feature do not need it.
const DashboardCharts = lazy(() =>
  import('@/features/partner-care/components/dashboard-charts').then((m) => ({ default: m.DashboardCharts })),
);
const IntakeLinkCard = lazy(() =>
  import('@/features/partner-care/components/intake-link-card').then((m) => ({ default: m.IntakeLinkCard })),
);

function ChartsLoading() {
  return (
    <Grid container spacing={2.5} aria-label="Loading the charts" role="progressbar">
      {[0, 1, 2].map((i) => (
        <Grid key={i} size={{ xs: 12, md: 6, lg: 4 }}>
          <Skeleton variant="rounded" height={310} />
        </Grid>
      ))}
    </Grid>
  );
}

const IntakeLinkLoading = () => <Skeleton variant="rounded" height={240} aria-label="Loading your intake link" />;

/** The partner's home: what waits for them (approvals, renewals), their money, and how their patients and orders go. */
export function PartnerDashboardPage() {
  const user = useSessionSelector((s) => s.user.user);
  const acting = useSessionSelector((s) => s.user.selectedDelegateAccess);
  const welcome = welcomeLine(user);
  // The two lists above the charts grow with their data: the charts' place is known once both have arrived.
  const above = [useQuickApprovals(), useRenewalsDue()];
  const settled = above.every((load) => !load.isLoading);
  return (
    <>
      <PageHeader title="Dashboard" subtitle={acting ? `${welcome} You are working on behalf of ${fullName(acting.owner)}.` : welcome} />
      <SummaryFigures />
      <Grid container spacing={2.5} sx={{ mb: 2.5 }}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <QuickApprovalCard />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <RenewalsDueCard />
        </Grid>
      </Grid>
      <WhenVisible placeholder={<ChartsLoading />} ready={settled}>
        <Suspense fallback={<ChartsLoading />}>
          <DashboardCharts />
        </Suspense>
      </WhenVisible>
      <Grid container spacing={2.5} sx={{ mt: 2.5 }}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <OrderStatsTable />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <WhenVisible placeholder={<IntakeLinkLoading />} ready={settled} interactive>
            <Suspense fallback={<IntakeLinkLoading />}>
              <IntakeLinkCard />
            </Suspense>
          </WhenVisible>
        </Grid>
        <Grid size={12}>
          <PatientOutcomesCard />
        </Grid>
      </Grid>
    </>
  );
}
