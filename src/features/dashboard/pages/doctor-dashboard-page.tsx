import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useDoctorOrderCount } from '@/api/orders/get-doctor-orders';
import { useFlaggedCheckIns } from '@/api/treatment-plans/get-flagged-check-ins';
import type { NavItem } from '@/components/app-shell';
import { FlaggedCheckInList } from '@/features/dashboard/components/flagged-check-ins';
import { OutcomeLists } from '@/features/dashboard/components/outcome-lists';
import { SectionTiles } from '@/features/dashboard/components/section-tiles';
import { WelcomeHeader } from '@/features/dashboard/components/welcome-header';
import { WorkCard, type WorkLoad } from '@/features/dashboard/components/work-card';
import { waitingTime } from '@/features/dashboard/lib/waiting-time';

/** The medical portal's lists the figures link to. */
const paths = {
  queue: '/prescription-queue',
  ordersIn: (status: string) => `/orders?status=${status}`,
};

/** Any call a figure comes from: its state and how to try it again. */
type Count = { isLoading: boolean; error?: unknown; mutate: () => Promise<unknown> };

/** The state of several calls that make one figure: loading until all answered, failed if any failed. */
const loadOf = (...calls: Count[]): WorkLoad => ({
  isLoading: calls.some((c) => c.isLoading),
  error: calls.find((c) => c.error)?.error,
  retry: () => calls.forEach((c) => void c.mutate()),
});

/**
 * The doctor's home: what waits for them (intakes to review, with the oldest one's age; approved orders not yet sent
 * to a pharmacy; prescriptions at a pharmacy or on their way; flagged refill check-ins to review, the oldest few linking
 * to their patients' pages), each linking to its list, then the portal's sections.
 */
/** A list's count as the server gave it: past its cap (`totalIsEstimate`) it reads "1,000+". */
const countText = (reply: { total: number; totalIsEstimate?: boolean } | undefined) =>
  reply && (reply.totalIsEstimate ? `${reply.total.toLocaleString('en-US')}+` : reply.total);

export function DoctorDashboardPage({ sections }: { sections: readonly NavItem[] }) {
  const waiting = useDoctorOrderCount('PENDING_REVIEW');
  const approved = useDoctorOrderCount('APPROVED');
  const atPharmacy = useDoctorOrderCount('SENT_TO_PHARMACY');
  const shipped = useDoctorOrderCount('SHIPPED');
  const checkIns = useFlaggedCheckIns();
  const oldestCheckIn = checkIns.data?.items[0];
  const oldest = waiting.data?.orders[0];
  const inProgress =
    atPharmacy.data && shipped.data
      ? countText({
          total: atPharmacy.data.total + shipped.data.total,
          totalIsEstimate: atPharmacy.data.totalIsEstimate || shipped.data.totalIsEstimate,
        })
      : undefined;

  return (
    <>
      <WelcomeHeader />
      <Typography variant="h2" sx={{ mb: 2, fontSize: '1.125rem', color: 'text.secondary' }}>
        Your work
      </Typography>
      <Grid container spacing={2.5} sx={{ mb: 5 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <WorkCard
            title="Intakes waiting"
            load={loadOf(waiting)}
            count={countText(waiting.data)}
            detail={oldest ? `Oldest waiting ${waitingTime(oldest.createdAt)}` : 'No intakes are waiting for your review.'}
            links={[{ label: 'Review intakes', to: paths.queue }]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <WorkCard
            title="Approved, not sent"
            load={loadOf(approved)}
            count={countText(approved.data)}
            detail={approved.data?.total ? 'Approved orders to send to a pharmacy.' : 'Every approved order has been sent.'}
            links={[{ label: 'See approved orders', to: paths.ordersIn('APPROVED') }]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <WorkCard
            title="Prescriptions in progress"
            load={loadOf(atPharmacy, shipped)}
            count={inProgress}
            detail={`${countText(atPharmacy.data) ?? 0} at the pharmacy, ${countText(shipped.data) ?? 0} shipped and not yet delivered.`}
            links={[
              { label: 'At the pharmacy', to: paths.ordersIn('SENT_TO_PHARMACY') },
              { label: 'Shipped', to: paths.ordersIn('SHIPPED') },
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <WorkCard
            title="Check-ins to review"
            load={loadOf(checkIns)}
            count={checkIns.data?.total}
            detail={
              oldestCheckIn ? `Oldest waiting ${waitingTime(oldestCheckIn.createdAt)}` : 'No flagged check-ins are waiting for your review.'
            }
            extra={<FlaggedCheckInList items={checkIns.data?.items ?? []} />}
            links={[]}
          />
        </Grid>
        <OutcomeLists />
      </Grid>
      <SectionTiles heading="Where would you like to go?" sections={sections} />
    </>
  );
}
