import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { PageHeader } from '@/components/page-header';
import { LoadError } from '@/components/load-error';
import { DetailSection, SectionCard } from '@/components/section-card';
import { formatCents } from '@/lib/format';
import { useSalesSummary } from '@/api/sales/get-sales-summary';
import { PayoutAccountCard } from '../components/payout-account-card';
import { SalesPayoutsCard } from '../components/payouts-card';
import { TransactionsCard } from '../components/transactions-card';
import { SUMMARY_ERROR_TEXT } from '../lib/texts';

function EarnedSection() {
  const { data, error, mutate } = useSalesSummary();
  const loading = 'Loading…';
  if (error && !data)
    return (
      <SectionCard title="Commission">
        <LoadError title={SUMMARY_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
      </SectionCard>
    );
  return (
    <DetailSection
      title="Commission"
      items={[
        { term: 'Earned, all time', value: data ? formatCents(data.commissionCents) : loading },
        { term: 'Earned this month', value: data ? formatCents(data.commissionThisMonthCents) : loading },
        { term: 'Paid orders', value: data ? String(data.paidOrderCount) : loading },
      ]}
    />
  );
}

/** /payout-detail: the payout account, the commission earned, the payouts received, and the transactions it comes from. */
export function SalesPayoutDetailPage() {
  return (
    <>
      <PageHeader
        title="Payout details"
        subtitle="Your commission on your partners' paid orders, what was paid out to you, and where it is paid out to."
      />
      <Stack spacing={2.5}>
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, md: 6 }}>
            <PayoutAccountCard />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <EarnedSection />
          </Grid>
        </Grid>
        <SalesPayoutsCard />
        <TransactionsCard />
      </Stack>
    </>
  );
}
