import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useAdminSummary } from '@/api/admin-dashboard/get-admin-summary';
import { useAdminAlerts } from '@/api/ledger/get-alerts';
import { PageHeader } from '@/components/page-header';
import { WhenVisible } from '@/components/when-visible';
import { useSessionSelector } from '@/lib/session';
import { MoneyAlertsCard } from '@/features/admin-oversight/components/money-alerts-card';
import { PlatformFigures } from '@/features/admin-oversight/components/platform-figures';
import { welcomeLine } from '@/lib/welcome';
import { PlatformOutcomes } from '@/features/admin-oversight/components/platform-outcomes';
import { PlatformCharts } from '@/features/admin-oversight/components/platform-charts';

function ChartsLoading() {
  return (
    <Grid container spacing={2.5} aria-label="Loading the charts" role="progressbar">
      {[0, 1].map((i) => (
        <Grid key={i} size={{ xs: 12, lg: 6 }}>
          <Skeleton variant="rounded" height={330} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The super admin's home: the platform's figures, the money alerts, then order trends, patient care and user metrics as charts. */
export function AdminDashboardPage() {
  const user = useSessionSelector((s) => s.user.user);
  // The figures and the alerts above the charts grow with their data: the charts' place is known once both have arrived.
  const above = [useAdminSummary(), useAdminAlerts()];
  const settled = above.every((load) => !load.isLoading);
  return (
    <>
      <PageHeader title="Dashboard" subtitle={welcomeLine(user)} />
      <PlatformFigures />
      <MoneyAlertsCard />
      {/* The charts ask for their data when they come into view. */}
      <WhenVisible placeholder={<ChartsLoading />} ready={settled}>
        <PlatformCharts />
      </WhenVisible>
      <Box sx={{ mt: 2.5 }}>
        <PlatformOutcomes />
      </Box>
    </>
  );
}
