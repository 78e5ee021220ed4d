import Grid from '@mui/material/Grid';
import { FigureCard, type FigureCardProps } from '@/components/figure-card';
import { LoadError } from '@/components/load-error';
import { formatCents, formatRate } from '@/lib/format';
import { useSalesSummary } from '@/api/sales/get-sales-summary';
import { SUMMARY_ERROR_TEXT } from '../lib/texts';
import { salesPaths } from '../paths';

/** The sales person's figures: partners, their paid orders, the commission all time and this month. */
export function SummaryCards() {
  const { data, error, mutate } = useSalesSummary();
  if (error && !data) return <LoadError title={SUMMARY_ERROR_TEXT} error={error} onRetry={() => void mutate()} />;
  const figures: FigureCardProps[] = [
    {
      title: 'Partners',
      value: data?.partnerCount,
      detail: data && `${data.partnersThisMonth} new this month`,
      link: { label: 'View partners', to: salesPaths.partners },
    },
    {
      title: 'Paid orders',
      value: data?.paidOrderCount,
      detail: data && `${formatCents(data.salesCents)} in sales, net of refunds`,
    },
    {
      title: 'Commission earned',
      value: data && formatCents(data.commissionCents),
      detail: data && `At ${formatRate(data.commissionRateBps)} of each paid order`,
      link: { label: 'View payout details', to: salesPaths.payoutDetail },
    },
    {
      title: 'Commission this month',
      value: data && formatCents(data.commissionThisMonthCents),
      detail: data && 'Net of refunds',
    },
  ];
  return (
    <Grid container spacing={2.5} sx={{ mb: 2.5 }}>
      {figures.map((f) => (
        <Grid key={f.title} size={{ xs: 12, sm: 6, lg: 3 }}>
          <FigureCard {...f} />
        </Grid>
      ))}
    </Grid>
  );
}
