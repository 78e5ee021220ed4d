import { ToneChip, type ChipTone } from './tone-chip';
import { INVOICE_STATUS_TEXT, type InvoiceStatus } from '@contracts/invoices';

// Each status's tone in the status chips' one palette (tone-chip.tsx).
const TONES: Record<InvoiceStatus, ChipTone> = {
  OPEN: 'waiting',
  PAID: 'good',
  PAYMENT_FAILED: 'bad',
  VOID: 'neutral',
};

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  return <ToneChip label={INVOICE_STATUS_TEXT[status]} tone={TONES[status]} />;
}
