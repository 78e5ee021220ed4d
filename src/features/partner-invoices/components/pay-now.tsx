import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { InvoiceDetail } from '@contracts/invoices';
import { messageOr, replyStatus } from '@/lib/api-errors';
import { toastSuccess } from '@/lib/toast';
import { chargeInvoice } from '@/api/invoices/charge-invoice';
import { PAID_TEXT } from '@/features/partner-invoices/lib/texts';
import { invoicePaths } from '@/features/partner-invoices/paths';

interface Failure {
  message: string;
  /** 422: no card to charge: link to where one is added. */
  needsCard: boolean;
}

/**
 * "Pay now" for an open or failed invoice: charges the default card (a new Idempotency-Key per click). A decline (402)
 * shows the processor's message; a missing card (422) links to the billing page. Unpaid after a decline, the button
 * stays (the invoice is then PAYMENT_FAILED) with the message under it.
 */
export function PayNow({ invoice, onCharged }: { invoice: InvoiceDetail; onCharged: () => void }) {
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  if (invoice.status !== 'OPEN' && invoice.status !== 'PAYMENT_FAILED') return null;

  async function pay() {
    setPaying(true);
    setFailure(null);
    try {
      const result = await chargeInvoice(invoice.id);
      toastSuccess(result.message || PAID_TEXT);
      onCharged();
    } catch (error) {
      const status = replyStatus(error);
      const fallback = status === 402 ? 'Your card was declined.' : 'The invoice could not be paid. Try again.';
      setFailure({ message: messageOr(error, fallback), needsCard: status === 422 });
      // A decline is recorded on the invoice (its status and last charge): show it.
      if (status === 402) onCharged();
    } finally {
      setPaying(false);
    }
  }

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start', mt: 2 }}>
      <Button variant="contained" onClick={() => void pay()} disabled={paying}>
        {paying ? 'Paying…' : 'Pay now'}
      </Button>
      {failure && (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {failure.message}
          {failure.needsCard && (
            <>
              {' '}
              <Link component={RouterLink} to={invoicePaths.billing} sx={{ fontWeight: 600 }}>
                Add a card in Billing
              </Link>
            </>
          )}
        </Alert>
      )}
    </Stack>
  );
}
