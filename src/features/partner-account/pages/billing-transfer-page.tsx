import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { BillingMode, BillingTransfer } from '@contracts/invoices';
import { useBillingTransfer } from '@/api/invoices/get-billing-transfer';
import { useUpdateBillingTransfer } from '@/api/invoices/update-billing-transfer';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { PageSkeleton } from '@/components/page-skeleton';
import { SectionCard } from '@/components/section-card';
import { toastFailure, toastSuccess } from '@/lib/toast';

export const BILLING_TRANSFER_LOAD_ERROR = 'Error fetching billing';
export const BILLING_TRANSFER_FAILED = 'Failed to update billing';

const MODES: Record<BillingMode, { label: string; description: (card: string | null) => string }> = {
  PATIENT_PAID: {
    label: 'Your patients pay at checkout',
    description: () =>
      'Each patient pays for their order with a card when they sign up or renew. You earn your commission on every payment.',
  },
  PARTNER_BILLED: {
    label: 'Your business pays',
    description: (card) =>
      `Your patients check out without a card. Their orders go on your monthly invoice, charged to your default card${
        card ? ` ending in ${card}` : ''
      }. No commission is earned on them.`,
  },
};

function WhoPays({ state, onSaved }: { state: BillingTransfer; onSaved: (saved: BillingTransfer) => void }) {
  const [chosen, setChosen] = useState<BillingMode>(state.billingMode);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateBillingTransfer();
  const needsCard = chosen === 'PARTNER_BILLED' && !state.defaultCardLast4;

  const save = async () => {
    try {
      const reply = await update.trigger(chosen);
      toastSuccess(reply.message);
      onSaved(reply.data);
    } catch (e) {
      toastFailure(e, BILLING_TRANSFER_FAILED);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <SectionCard title="Who pays for your patients' treatment">
      <Stack spacing={2}>
        {!state.canChange && <Alert severity="info">You are acting for this partner: only the account owner decides who pays.</Alert>}
        <RadioGroup aria-label="Who pays" value={chosen} onChange={(_, value) => setChosen(value as BillingMode)}>
          {(Object.keys(MODES) as BillingMode[]).map((mode) => (
            <FormControlLabel
              key={mode}
              value={mode}
              disabled={!state.canChange}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', mb: 1.5 }}
              label={
                <Stack sx={{ pt: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {MODES[mode].label}
                    {mode === state.billingMode ? ' (current)' : ''}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {MODES[mode].description(state.defaultCardLast4)}
                  </Typography>
                </Stack>
              }
            />
          ))}
        </RadioGroup>
        {needsCard && (
          <Alert severity="warning">
            Add a card on{' '}
            <Link component={RouterLink} to="/billing">
              Billing
            </Link>{' '}
            first: your business's invoices are charged to it.
          </Alert>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          A change applies to new orders only: orders already made keep who pays for them.
        </Typography>
        {state.canChange && (
          <div>
            <Button variant="contained" disabled={chosen === state.billingMode || needsCard} onClick={() => setConfirming(true)}>
              Save
            </Button>
          </div>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Change who pays?"
        confirmLabel="Change"
        busy={update.isMutating}
        onConfirm={() => void save()}
        onClose={() => setConfirming(false)}
      >
        From now on: {MODES[chosen].label.toLowerCase()}. {MODES[chosen].description(state.defaultCardLast4)}
      </ConfirmDialog>
    </SectionCard>
  );
}

/** /billing-transfer: the partner decides whether its patients pay at checkout or its business pays on its invoice. */
export function BillingTransferPage() {
  const { data, error, isLoading, mutate } = useBillingTransfer();
  return (
    <>
      <PageHeader title="Billing Transfer" subtitle="Choose whether your patients pay for their treatment, or your business does." />
      {error && !data ? (
        <LoadError title={BILLING_TRANSFER_LOAD_ERROR} error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <PageSkeleton label="Loading billing" cards={[260]} />
      ) : (
        <WhoPays key={data.billingMode} state={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
      )}
    </>
  );
}
