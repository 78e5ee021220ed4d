import Chip from '@mui/material/Chip';
import { approvalLabel } from '@/features/admin-care/lib/texts';

// Soft backgrounds with dark text (above 4.5:1), as the order status chip's.
const TONES: Record<string, { bgcolor: string; color: string }> = {
  PENDING: { bgcolor: '#fff1d6', color: '#6b4200' },
  APPROVED: { bgcolor: '#e3f1e7', color: '#1f5130' },
  DENIED: { bgcolor: '#fbe7e5', color: '#8c1d18' },
};

/** The partner's sign-off on an order, as an administrator reads it. */
export function ApprovalChip({ status }: { status: string }) {
  return <Chip size="small" label={approvalLabel(status)} sx={{ ...(TONES[status] ?? TONES.PENDING), fontWeight: 600 }} />;
}
