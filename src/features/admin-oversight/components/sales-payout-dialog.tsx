import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import type { Account } from '@contracts/staff-accounts';
import type { SalesPersonPayouts } from '@contracts/payouts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { LoadError } from '@/components/load-error';
import { PAYOUTS_LOAD_ERROR_TEXT, PayoutBalanceList, PayoutsList } from '@/components/payouts-list';
import { messageOr } from '@/lib/api-errors';
import { formatCents } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useLocalPaging } from '@/lib/use-local-paging';
import { useZodForm } from '@/lib/use-zod-form';
import { oversightPaths } from '@/features/admin-oversight/paths';
import { SALES_PAYOUT_SENT, useSalesPersonPayouts, useSendSalesPayout } from '@/api/admin-accounts/sales-person-payouts';

export const SALES_PAYOUT_FAILED_TEXT = 'Failed to send payout';

/** Dollars and cents as typed ("12", "12.5", "1,234.56"), at most what is owed. */
const amountSchema = (owedCents: number) =>
  z.object({
    amount: z
      .string()
      .trim()
      .transform((v) => v.replace(/[$,]/g, ''))
      .pipe(
        z
          .string()
          .regex(/^\d+(\.\d{1,2})?$/, 'Enter an amount such as 125 or 125.50')
          .transform((v) => Math.round(Number(v) * 100))
          .refine((cents) => cents > 0, 'The amount must be more than $0.00')
          .refine((cents) => cents <= owedCents, `The amount is at most what is owed, ${formatCents(owedCents)}`),
      ),
  });

/** Why "Send payout" cannot be used now, or null when it can. */
function blockedReason(data: SalesPersonPayouts): string | null {
  if (data.payoutAccountStatus !== 'ACTIVE')
    return `${data.name} has not connected a payout account yet: payouts can be sent once they have, from their Payout details page.`;
  if (data.balance.owedCents <= 0) return 'Nothing is owed: every commission earned was paid out.';
  return null;
}

/** The amount to send (all owed by default), checked, then confirmed; the server's reply is toasted. */
function SendPayoutForm({ userId, data, onSent }: { userId: string; data: SalesPersonPayouts; onSent: () => void }) {
  const owed = data.balance.owedCents;
  const { control, handleSubmit } = useZodForm(amountSchema(owed), { amount: (owed / 100).toFixed(2) });
  const [pending, setPending] = useState<{ amountCents: number; key: string } | null>(null);
  const send = useSendSalesPayout(userId);
  const blocked = blockedReason(data);

  const confirm = async () => {
    if (!pending) return;
    try {
      const reply = await send.trigger(pending);
      toastSuccess(reply.message ?? SALES_PAYOUT_SENT);
    } catch (error) {
      toastFailure(messageOr(error, SALES_PAYOUT_FAILED_TEXT));
    }
    setPending(null);
    onSent();
  };

  return (
    <form
      noValidate
      aria-label="Send payout"
      onSubmit={handleSubmit(({ amount }) => setPending({ amountCents: amount, key: newIdempotencyKey() }))}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormTextField
          control={control}
          name="amount"
          label="Amount (USD)"
          required
          inputMode="decimal"
          size="small"
          maxLength={14}
          disabled={blocked !== null}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={blocked !== null}
          sx={{ mt: { sm: 0.25 }, flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          Send payout
        </Button>
      </Stack>
      {blocked && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {blocked}
        </Typography>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={`Send ${formatCents(pending?.amountCents ?? 0)} to ${data.name}?`}
        confirmLabel="Send payout"
        busy={send.isMutating}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        {formatCents(pending?.amountCents ?? 0)} of the {formatCents(owed)} owed is sent to {data.name}&apos;s payout account now. This
        cannot be undone here.
      </ConfirmDialog>
    </form>
  );
}

/** A sales person's commission earned, paid out and owed, "Send payout", and the payouts sent to them. */
export function SalesPayoutDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const { page, limit, paging } = useLocalPaging();
  const load = useSalesPersonPayouts(account.id, { page, limit, sort: 'occurredAt:desc' });
  const { data, error, mutate } = load;
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        Payouts of {account.firstName} {account.lastName}
      </DialogTitle>
      <DialogContent>
        {error && !data ? (
          <LoadError title={PAYOUTS_LOAD_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
        ) : data ? (
          <Stack spacing={2.5}>
            <PayoutBalanceList balance={data.balance} />
            <SendPayoutForm key={data.balance.owedCents} userId={account.id} data={data} onSent={() => void mutate()} />
            <PayoutsList load={load} paging={paging} emptyDescription="The payouts sent to this sales person appear here." />
          </Stack>
        ) : (
          <Skeleton aria-label="Loading payouts" height={120} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button component={RouterLink} to={oversightPaths.salesPersonLedger(account.id)}>
          View ledger
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
