import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { accountConnectReplySchema } from '@contracts/partner-profile';
import type { z } from 'zod';
import { messageOr } from '@/lib/api-errors';
import { formatDate, formatRate } from '@/lib/format';
import { goToUrl } from '@/lib/go-to-url';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { DetailList } from './detail-list';
import { SectionCard } from './section-card';
import { ToneChip } from './tone-chip';

export const CONNECT_FAILED_TEXT = 'Failed to connect payout account';

type ConnectReply = z.infer<typeof accountConnectReplySchema>;
export type PayoutAccount = Omit<ConnectReply['data'], 'onboardingUrl'>;

const STATUS: Record<PayoutAccount['status'], { label: string; tone: 'good' | 'neutral' | 'brand'; text: string }> = {
  NOT_CONNECTED: { label: 'Not connected', tone: 'neutral', text: 'Connect the bank account your commission is paid out to.' },
  ONBOARDING: {
    label: 'Setup in progress',
    tone: 'brand',
    text: 'Our payments provider still needs a few details before payouts can be sent.',
  },
  ACTIVE: { label: 'Active', tone: 'good', text: 'Your commission is paid out to this account.' },
};

interface PayoutAccountSectionProps {
  account: PayoutAccount;
  commissionRateBps: number;
  /** Connects (or continues connecting) the account: the partner's or the sales person's call. */
  connect: () => Promise<ConnectReply>;
  connecting: boolean;
  /** The account as the connect call answered, for the caller's cache. */
  onConnected: (account: PayoutAccount) => void;
  /** Someone else's account (a delegate acting for its owner): their name, and no button. */
  ownerOnly?: string;
}

/** Where the commission goes: the payout account's status, and the button that connects it or continues its setup with the payments provider. */
export function PayoutAccountSection({
  account,
  commissionRateBps,
  connect,
  connecting,
  onConnected,
  ownerOnly,
}: PayoutAccountSectionProps) {
  const status = STATUS[account.status];
  const start = async () => {
    try {
      const reply = await connect();
      const { onboardingUrl, ...next } = reply.data;
      onConnected(next);
      if (onboardingUrl) goToUrl(onboardingUrl);
      else toastSuccess(reply.message ?? 'Payout account connected successfully');
    } catch (failure) {
      toastFailure(messageOr(failure, CONNECT_FAILED_TEXT));
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
            { term: 'Commission rate', value: formatRate(commissionRateBps) },
          ]}
        />
        {account.status !== 'ACTIVE' &&
          (ownerOnly ? (
            <Alert severity="info">Only {ownerOnly} can connect the payout account.</Alert>
          ) : (
            <Button
              variant="contained"
              startIcon={<AccountBalanceOutlined aria-hidden />}
              loading={connecting}
              loadingPosition="start"
              onClick={() => void start()}
              sx={{ alignSelf: 'flex-start' }}
            >
              {account.status === 'ONBOARDING' ? 'Continue setup' : 'Connect payout account'}
            </Button>
          ))}
      </Stack>
    </SectionCard>
  );
}

/** The payout account card while its figures load. */
export function PayoutAccountSkeleton() {
  return (
    <SectionCard title="Payout account">
      <Stack spacing={1.5} aria-busy="true" aria-label="Loading your payout account">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={32} />
        ))}
      </Stack>
    </SectionCard>
  );
}
