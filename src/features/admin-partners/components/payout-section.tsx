import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { GymOwnerDetail } from '@contracts/partners';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PayoutBalanceList } from '@/components/payouts-list';
import { SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import { formatCents } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { PAYOUT_SENT, useSendPayout } from '@/api/admin-partners/send-payout';

export const PAYOUT_FAILED_TEXT = 'Failed to send payout';

/** What the partner earned, was paid and is owed; "Send payout" sends all it is owed, after a confirmation. */
export function PayoutSection({ partner, onSent }: { partner: GymOwnerDetail; onSent: () => void }) {
  const [key, setKey] = useState<string | null>(null);
  const send = useSendPayout(partner.id);
  const { owedCents } = partner.payoutBalance;
  const connected = partner.payoutAccountStatus === 'ACTIVE';

  const confirm = async () => {
    if (!key) return;
    try {
      const reply = await send.trigger({ amountCents: owedCents, key });
      toastSuccess(reply.message ?? PAYOUT_SENT);
      setKey(null);
      onSent();
    } catch (error) {
      setKey(null);
      toastFailure(messageOr(error, PAYOUT_FAILED_TEXT));
      onSent();
    }
  };

  return (
    <SectionCard
      title="Payouts"
      action={
        <Button variant="contained" size="small" disabled={owedCents <= 0 || !connected} onClick={() => setKey(newIdempotencyKey())}>
          Send payout
        </Button>
      }
    >
      <PayoutBalanceList balance={partner.payoutBalance} />
      {!connected && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          The partner has not connected its payout account yet: payouts can be sent once it has.
        </Typography>
      )}
      <ConfirmDialog
        open={key !== null}
        title={`Send ${formatCents(owedCents)} to ${partner.businessName}?`}
        confirmLabel="Send payout"
        busy={send.isMutating}
        onConfirm={() => void confirm()}
        onClose={() => setKey(null)}
      >
        The commission owed, {formatCents(owedCents)}, is sent to the partner&apos;s payout account now. This cannot be undone here.
      </ConfirmDialog>
    </SectionCard>
  );
}
