import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AdminDoctorSummary } from '@contracts/doctors';
import { RetryAlert } from '@/components/retry-alert';
import { useAdminDoctorSummary } from '@/api/admin-doctors/get-admin-doctor-summary';

const rateText = (rate: number) => `${rate > 0 ? '+' : ''}${rate}%`;

const CARDS: { title: string; value: (s: AdminDoctorSummary) => string; detail: (s: AdminDoctorSummary) => string }[] = [
  { title: 'Total doctors', value: (s) => String(s.totalDoctors), detail: () => 'Not counting deleted doctors' },
  { title: 'Active doctors', value: (s) => String(s.activeDoctors), detail: () => 'Can sign in and be assigned' },
  { title: 'Inactive doctors', value: (s) => String(s.inactiveDoctors), detail: () => 'Paused by an administrator' },
  {
    title: 'Increase rate',
    value: (s) => rateText(s.doctorsIncreaseRate),
    detail: (s) => `${s.newThisMonth} new this month, ${s.newLastMonth} last month`,
  },
];

/** The doctors at a glance, above the list. */
export function SummaryCards() {
  const summary = useAdminDoctorSummary();
  if (summary.error && !summary.data) {
    return (
      <Box sx={{ mb: 3 }}>
        <RetryAlert onRetry={() => void summary.mutate()}>Could not load the doctors summary.</RetryAlert>
      </Box>
    );
  }
  return (
    <Grid container spacing={2} sx={{ mb: 3 }} component="section" aria-label="Doctors summary">
      {CARDS.map((card) => (
        <Grid key={card.title} size={{ xs: 12, sm: 6, md: 3 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography component="h2" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                {card.title}
              </Typography>
              {summary.data ? (
                <>
                  <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700, color: 'primary.dark' }}>
                    {card.value(summary.data)}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {card.detail(summary.data)}
                  </Typography>
                </>
              ) : (
                <Skeleton variant="text" aria-label={`Loading ${card.title.toLowerCase()}`} sx={{ fontSize: '2rem', width: '50%' }} />
              )}
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
