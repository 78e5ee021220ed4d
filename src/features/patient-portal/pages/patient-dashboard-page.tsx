import Grid from '@mui/material/Grid';
import { PageHeader } from '@/components/page-header';
import { useSessionSelector } from '@/lib/session';
import { welcomeLine } from '@/lib/welcome';
import { CurrentOrderCard } from '@/features/patient-portal/components/current-order-card';
import { MedicationsList } from '@/features/patient-portal/components/medications-list';
import { SectionCard } from '@/components/section-card';
import { CheckInDueCard } from '@/features/patient-portal/components/check-in-due-card';
import { WeekEncouragement } from '@/features/patient-portal/components/week-encouragement';
import { UpcomingCallCard } from '@/features/patient-portal/components/upcoming-call-card';
import { useHandOffPrerendered } from '@/lib/prerendered';
import { TreatmentProgress } from '@/features/patient-portal/components/treatment-progress';

/** The patient's home: the newest order with its next step, current medications, the next call with the care team and this week's encouragement. */
export function PatientDashboardPage() {
  // A reload may arrive drawn by the server with this page (server/platform/http/first-view.ts): take it over.
  useHandOffPrerendered();
  const user = useSessionSelector((s) => s.user.user);

  return (
    <>
      <PageHeader title="Dashboard" subtitle={welcomeLine(user)} />
      <Grid container spacing={2.5}>
        <Grid size={12} sx={{ '&:empty': { display: 'none' } }}>
          <CheckInDueCard />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <CurrentOrderCard />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <SectionCard title="Current medications">
            <MedicationsList />
          </SectionCard>
        </Grid>
        <Grid size={12}>
          <UpcomingCallCard />
        </Grid>
        <Grid size={12} sx={{ '&:empty': { display: 'none' } }}>
          <TreatmentProgress />
        </Grid>
        <Grid size={12}>
          <WeekEncouragement />
        </Grid>
      </Grid>
    </>
  );
}
