import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { PayoutAccountSkeleton } from '@/components/payout-account-section';
import { usePartnerProfile } from '@/api/accounts/get-partner-profile';
import { CommissionCard } from '../components/commission-card';
import { PayoutAccountCard } from '../components/payout-account-card';
import { PayoutsCard } from '../components/payouts-card';
import { TransactionsCard } from '../components/transactions-card';
import { PROFILE_LOAD_ERROR_TEXT } from './settings-page';

/** /payout-detail: the payout account, the commission earned over time, the payouts received and the transactions. */
export function PayoutDetailPage() {
  const { data: profile, error, isLoading, mutate } = usePartnerProfile();

  return (
    <>
      <PageHeader title="Payout details" subtitle="Your commission on your patients' paid orders, and where it is paid out to." />
      <Stack spacing={2.5}>
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, md: 5 }}>
            {error && !profile ? (
              <LoadError title={PROFILE_LOAD_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
            ) : isLoading || !profile ? (
              <PayoutAccountSkeleton />
            ) : (
              <PayoutAccountCard
                profile={profile}
                onConnected={(payoutAccount) => void mutate({ ...profile, payoutAccount }, { revalidate: false })}
              />
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <CommissionCard />
          </Grid>
        </Grid>
        <PayoutsCard />
        <TransactionsCard />
      </Stack>
    </>
  );
}
