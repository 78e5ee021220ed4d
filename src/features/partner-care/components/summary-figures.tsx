import Grid from '@mui/material/Grid';
import { countOf } from '@contracts/plural';
import { useCommissionEarned } from '@/api/payments/get-commission-earned';
import { usePartnerDashboardSummary } from '@/api/orders/get-partner-dashboard-summary';
import { usePartnerSummary } from '@/api/patients/get-partner-summary';
import { formatCents, formatRate } from '@/lib/format';
import { monthStart, today } from '@/features/partner-care/lib/dates';
import { carePaths } from '@/features/partner-care/paths';
import { FigureCard, type FigureCardProps } from '@/components/figure-card';

/** One figure in the row: half the width on a tablet, an equal share of the row from a laptop up. */
function Figure(props: FigureCardProps) {
  return (
    <Grid size={{ xs: 12, sm: 6, lg: 'grow' }}>
      <FigureCard {...props} />
    </Grid>
  );
}

/** The partner's figures at a glance: approvals waiting, renewals due, this month's commission, patients, orders. */
export function SummaryFigures() {
  const orders = usePartnerDashboardSummary();
  const patients = usePartnerSummary();
  const commission = useCommissionEarned({ period: 'month', startDate: monthStart(), endDate: today() });
  const o = orders.data;
  const p = patients.data;
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <Figure
        title="Awaiting your approval"
        load={orders}
        value={o?.awaitingApproval}
        detail="Orders waiting for your sign-off before the doctor's review."
        link={{ label: 'See these orders', to: carePaths.ordersAwaitingApproval }}
      />
      <Figure
        title="Renewals due soon"
        load={orders}
        value={o?.renewalsDueSoon}
        detail={o ? `${countOf(o.activeTreatments, 'treatment')} in progress.` : undefined}
        link={{ label: 'Follow up renewals', to: carePaths.renewals }}
      />
      <Figure
        title="Commission this month"
        load={commission}
        value={commission.data ? formatCents(commission.data.totalCents) : undefined}
        detail={commission.data ? `At ${formatRate(commission.data.commissionRateBps)} of your patients' paid orders.` : undefined}
        link={{ label: 'See payout details', to: '/payout-detail' }}
      />
      <Figure
        title="Patients"
        load={patients}
        value={p?.totalPatients}
        detail={p ? `${p.activePatients} active, ${p.newPatientsThisMonth} new this month.` : undefined}
        link={{ label: 'See your patients', to: carePaths.patients }}
      />
      <Figure
        title="Orders this month"
        load={orders}
        value={o?.ordersThisMonth}
        detail={o ? `${countOf(o.totalOrders, 'order')} in all, ${formatCents(o.salesCents)} in sales.` : undefined}
        link={{ label: 'See all orders', to: carePaths.orders }}
      />
    </Grid>
  );
}
