import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useId, useState } from 'react';
import { z } from 'zod';
import type { Account } from '@contracts/staff-accounts';
import { FormTextField } from '@/components/form/form-text-field';
import { DialogFailure, FormDialogActions } from '@/components/form-dialog-actions';
import { LoadError } from '@/components/load-error';
import { serverMessage } from '@/lib/api-errors';
import { toastSuccess } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useSalesCommissionRate, useSetSalesCommissionRate } from '@/api/admin-accounts/sales-commission-rate';

/** A percent with at most two decimals, 0 to 50: what the server keeps in basis points (1000 = 10%). */
const rateSchema = z.object({
  percent: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, 'Enter a percent such as 10 or 12.5')
    .refine((v) => Number(v) <= 50, 'The rate is at most 50%'),
});

export const RATE_SAVED_TEXT = 'Commission rate updated';
const RATE_FAILED_TEXT = 'Failed to update the commission rate';

/** A sales person's commission rate, which an admin sets; a new rate applies to later orders only. */
export function CommissionRateDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const rate = useSalesCommissionRate(account.id);
  const name = `${account.firstName} ${account.lastName}`;
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Commission rate of {name}</DialogTitle>
      {rate.error ? (
        <DialogContent>
          <LoadError title="Error fetching the commission rate" error={rate.error} onRetry={() => void rate.mutate()} />
        </DialogContent>
      ) : rate.data ? (
        <RateForm userId={account.id} bps={rate.data.commissionRateBps} onClose={onClose} />
      ) : (
        <DialogContent>
          <Skeleton aria-label="Loading the commission rate" height={56} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function RateForm({ userId, bps, onClose }: { userId: string; bps: number; onClose: () => void }) {
  const { control, handleSubmit, formState } = useZodForm(rateSchema, { percent: String(bps / 100) });
  const save = useSetSalesCommissionRate(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = handleSubmit(async ({ percent }) => {
    setFailure(null);
    try {
      const reply = await save.trigger({ commissionRateBps: Math.round(Number(percent) * 100) });
      toastSuccess(reply.message ?? RATE_SAVED_TEXT);
      onClose();
    } catch (error) {
      setFailure(serverMessage(error) ?? RATE_FAILED_TEXT);
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Commission rate">
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Earned on each paid order of their partners. A new rate applies to orders made from now on; earlier orders keep theirs.
        </DialogContentText>
        <FormTextField control={control} name="percent" label="Commission rate (%)" required inputMode="decimal" fullWidth maxLength={5} />
        <DialogFailure failure={failure} />
      </DialogContent>
      <FormDialogActions onCancel={onClose} busy={formState.isSubmitting}>
        Save rate
      </FormDialogActions>
    </form>
  );
}
