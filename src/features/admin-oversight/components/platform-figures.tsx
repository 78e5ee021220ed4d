import Grid from '@mui/material/Grid';
import { FigureCard } from '@/components/figure-card';
import { formatCents } from '@/lib/format';
import { useAdminSummary } from '@/api/admin-dashboard/get-admin-summary';
import { countOf } from '@contracts/plural';

/** The platform at a glance: orders, sales, patients and the people who work on it. */
export function PlatformFigures() {
  const summary = useAdminSummary();
  const s = summary.data;
  const figures = [
    { title: 'Orders this month', value: s?.ordersThisMonth, detail: s && `${s.totalOrders.toLocaleString('en-US')} orders in all.` },
    { title: 'Awaiting review', value: s?.pendingReview, detail: s && `${s.activeTreatments} treatments in progress.` },
    { title: 'Sales', value: s && formatCents(s.salesCents), detail: 'Paid orders, all time.' },
    { title: 'Patients', value: s?.totalPatients, detail: s && `${s.activePatients} active, ${s.newPatientsThisMonth} new this month.` },
    {
      title: 'Team',
      value: s && s.totalDoctors + s.totalPartners + s.totalHealthPros + s.totalAdmins,
      detail:
        s &&
        `${countOf(s.totalDoctors, 'doctor')}, ${countOf(s.totalPartners, 'partner')}, ${countOf(s.totalHealthPros, 'health pro')}, ${countOf(s.totalAdmins, 'admin')}.`,
    },
  ];
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {/* Five in a row only on wide screens; below, three and two, so that an amount keeps room for its digits. */}
      {figures.map((f, i) => (
        <Grid key={f.title} size={{ xs: 12, sm: 6, md: i < 3 ? 4 : 6, xl: 'grow' }}>
          <FigureCard title={f.title} load={summary} value={f.value} detail={f.detail || undefined} />
        </Grid>
      ))}
    </Grid>
  );
}
