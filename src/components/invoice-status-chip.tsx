import Chip from '@mui/material/Chip';
import { INVOICE_STATUS_TEXT, type InvoiceStatus } from '@contracts/invoices';

// Soft backgrounds with dark text (above 4.5:1), as the order status chip's.
const TONES: Record<InvoiceStatus, { bgcolor: string; color: string }> = {
  OPEN: { bgcolor: '#fff1d6', color: '#6b4200' },
  PAID: { bgcolor: '#e3f1e7', color: '#1f5130' },
  PAYMENT_FAILED: { bgcolor: '#fbe7e5', color: '#8c1d18' },
  VOID: { bgcolor: '#eceff1', color: '#37474f' },
};

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  return <Chip size="small" label={INVOICE_STATUS_TEXT[status]} sx={{ ...TONES[status], fontWeight: 600 }} />;
}
