import { LoadError } from '@/components/load-error';
import { PayoutAccountSection, PayoutAccountSkeleton } from '@/components/payout-account-section';
import { SectionCard } from '@/components/section-card';
import { useConnectSalesPayoutAccount } from '@/api/sales/connect-sales-payout-account';
import { useSalesSummary } from '@/api/sales/get-sales-summary';
import { SUMMARY_ERROR_TEXT } from '../lib/texts';

/** Where the sales person's commission goes, from their summary. */
export function PayoutAccountCard() {
  const { data, error, mutate } = useSalesSummary();
  const { trigger, isMutating } = useConnectSalesPayoutAccount();

  if (error && !data)
    return (
      <SectionCard title="Payout account">
        <LoadError title={SUMMARY_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
      </SectionCard>
    );
  if (!data) return <PayoutAccountSkeleton />;
  return (
    <PayoutAccountSection
      account={data.payoutAccount}
      commissionRateBps={data.commissionRateBps}
      connect={() => trigger({})}
      connecting={isMutating}
      onConnected={(payoutAccount) => void mutate({ ...data, payoutAccount }, { revalidate: false })}
    />
  );
}
