import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DetailList } from '@/components/detail-list';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { ToneChip } from '@/components/tone-chip';
import { messageOr } from '@/lib/api-errors';
import { formatDate } from '@/lib/format';
import { goToUrl } from '@/lib/go-to-url';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useConnectSalesPayoutAccount } from '@/api/sales/connect-sales-payout-account';
import { useSalesSummary } from '@/api/sales/get-sales-summary';
import { CONNECT_FAILED_TEXT, formatRate, PAYOUT_STATUS, SUMMARY_ERROR_TEXT } from '../lib/texts';

/** Where the commission goes: the payout account's status and the button that connects it (or continues its setup). */
export function PayoutAccountCard() {
  const { data, error, mutate } = useSalesSummary();
  const { trigger, isMutating } = useConnectSalesPayoutAccount();

  const connect = async () => {
    try {
      const reply = await trigger({});
      const { onboardingUrl, ...payoutAccount } = reply.data;
      if (data) void mutate({ ...data, payoutAccount }, { revalidate: false });
      if (onboardingUrl) goToUrl(onboardingUrl);
      else toastSuccess(reply.message ?? 'Payout account connected successfully');
    } catch (failure) {
      toastFailure(messageOr(failure, CONNECT_FAILED_TEXT));
    }
  };

  if (error && !data)
    return (
      <SectionCard title="Payout account">
        <LoadError title={SUMMARY_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
      </SectionCard>
    );
  if (!data)
    return (
      <SectionCard title="Payout account">
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading your payout account">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={32} />
          ))}
        </Stack>
      </SectionCard>
    );
  const account = data.payoutAccount;
  const status = PAYOUT_STATUS[account.status];
  return (
    <SectionCard title="Payout account" action={<ToneChip label={status.label} tone={status.tone} />}>
      <Stack spacing={2}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {status.text}
        </Typography>
        <DetailList
          items={[
            { term: 'Status', value: status.label },
            { term: 'Connected', value: account.connectedAt ? formatDate(account.connectedAt) : 'Not yet' },
            { term: 'Commission rate', value: formatRate(data.commissionRateBps) },
          ]}
        />
        {account.status !== 'ACTIVE' && (
          <Button
            variant="contained"
            startIcon={<AccountBalanceOutlined aria-hidden />}
            loading={isMutating}
            loadingPosition="start"
            onClick={() => void connect()}
            sx={{ alignSelf: 'flex-start' }}
          >
            {account.status === 'ONBOARDING' ? 'Continue setup' : 'Connect payout account'}
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}
