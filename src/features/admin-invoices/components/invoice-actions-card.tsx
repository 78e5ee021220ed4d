import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { INVOICE_TRANSITIONS, type AdminInvoiceSummary, INVOICE_STATUS_TEXT, type InvoiceStatus } from '@contracts/invoices';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SectionCard } from '@/components/section-card';
import { SelectFilter } from '@/components/select-filter';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { deleteInvoice, updateInvoiceStatus } from '@/api/admin-invoices/change-invoice';
import { chargeAdminInvoice } from '@/api/admin-invoices/charge-invoice';
import { invoiceName } from '@/features/admin-invoices/lib/texts';

/** Charge now, change the status (the allowed changes only), delete (after a confirmation): while the invoice is unpaid. */
export function InvoiceActionsCard({ invoice, onChanged }: { invoice: AdminInvoiceSummary; onChanged: () => void }) {
  const next = INVOICE_TRANSITIONS[invoice.status];
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [busy, setBusy] = useState<'charge' | 'status' | 'delete' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  async function run(what: 'charge' | 'status' | 'delete', action: () => Promise<string>, failure: string) {
    setBusy(what);
    try {
      toastSuccess(await action());
      setStatus('');
      setConfirmDelete(false);
    } catch (error) {
      toastFailure(messageOr(error, failure));
    } finally {
      setBusy(null);
      onChanged();
    }
  }

  if (next.length === 0)
    return (
      <SectionCard title="Actions">
        <Typography sx={{ color: 'text.secondary' }}>
          {invoice.status === 'PAID' ? 'This invoice is paid: nothing more to do.' : 'This invoice is void: nothing more to do.'}
        </Typography>
      </SectionCard>
    );
  return (
    <SectionCard title="Actions">
      <Stack spacing={2}>
        <Button
          variant="contained"
          loading={busy === 'charge'}
          disabled={busy !== null}
          onClick={() =>
            void run('charge', async () => (await chargeAdminInvoice(invoice.id), 'Invoice paid'), 'Failed to charge the invoice')
          }
        >
          Charge now
        </Button>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <SelectFilter
            label="New status"
            value={status}
            options={next.map((s) => ({ value: s, label: INVOICE_STATUS_TEXT[s] }))}
            onChange={setStatus}
            allLabel="Choose a status"
            minWidth={180}
          />
          <Button
            variant="outlined"
            loading={busy === 'status'}
            disabled={busy !== null || status === ''}
            onClick={() =>
              status &&
              void run(
                'status',
                async () => (await updateInvoiceStatus(invoice.id, status)).message ?? 'Invoice status updated',
                'Failed to change the status',
              )
            }
          >
            Change status
          </Button>
        </Stack>
        <Button color="error" variant="outlined" disabled={busy !== null} onClick={() => setConfirmDelete(true)}>
          Delete invoice
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirmDelete}
        title={`Delete ${invoiceName(invoice.number)}?`}
        confirmLabel="Delete invoice"
        busy={busy === 'delete'}
        onConfirm={() =>
          void run('delete', async () => (await deleteInvoice(invoice.id)).message ?? 'Invoice deleted', 'Failed to delete the invoice')
        }
        onClose={() => setConfirmDelete(false)}
      >
        It becomes void and its history stays; its orders can be invoiced again.
      </ConfirmDialog>
    </SectionCard>
  );
}
