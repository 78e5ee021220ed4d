import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PartnerProfile } from '@contracts/partner';
import { DetailList } from '@/components/detail-list';
import { SectionCard } from '@/components/section-card';
import { ToneChip } from '@/components/tone-chip';
import { messageOr } from '@/lib/api-errors';
import { formatDate } from '@/lib/format';
import { fullName, selectSelectedDelegateAccess, useSessionSelector } from '@/lib/session';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useConnectPayoutAccount } from '@/api/accounts/connect-payout-account';
import { formatRate } from '../lib/format-rate';
import { sendBrowserTo } from '../lib/send-browser-to';

export const CONNECT_FAILED_TEXT = 'Failed to connect payout account';

type PayoutAccount = PartnerProfile['payoutAccount'];

const STATUS: Record<PayoutAccount['status'], { label: string; tone: 'good' | 'neutral' | 'brand'; text: string }> = {
  NOT_CONNECTED: {
    label: 'Not connected',
    tone: 'neutral',
    text: 'Connect the bank account your commissions are paid out to.',
  },
  ONBOARDING: {
    label: 'Setup in progress',
    tone: 'brand',
    text: 'Our payments provider still needs a few details before payouts can be sent.',
  },
  ACTIVE: { label: 'Active', tone: 'good', text: 'Your commissions are paid out to this account.' },
};

interface PayoutAccountCardProps {
  profile: PartnerProfile;
  /** The account as the connect call answered, for the profile's cache. */
  onConnected: (account: PayoutAccount) => void;
}

/** Where the commissions go: the payout account's status and the button that connects it (or continues its setup). */
export function PayoutAccountCard({ profile, onConnected }: PayoutAccountCardProps) {
  const { trigger, isMutating } = useConnectPayoutAccount();
  const actingFor = useSessionSelector(selectSelectedDelegateAccess)?.owner ?? null;
  const account = profile.payoutAccount;
  const status = STATUS[account.status];

  const connect = async () => {
    try {
      const reply = await trigger({});
      const { onboardingUrl, ...next } = reply.data;
      onConnected(next);
      if (onboardingUrl) sendBrowserTo(onboardingUrl);
      else toastSuccess(reply.message);
    } catch (error) {
      toastFailure(messageOr(error, CONNECT_FAILED_TEXT));
    }
  };

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
            { term: 'Commission rate', value: formatRate(profile.commissionRateBps) },
          ]}
        />
        {account.status !== 'ACTIVE' &&
          (actingFor ? (
            <Alert severity="info">Only {fullName(actingFor)} can connect the payout account.</Alert>
          ) : (
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
          ))}
      </Stack>
    </SectionCard>
  );
}
