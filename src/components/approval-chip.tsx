import Chip from '@mui/material/Chip';
import type { ApprovalStatus } from '@contracts/orders';

// Soft backgrounds with dark text (above 4.5:1), as the order status chip's.
const TONES: Record<string, { bgcolor: string; color: string }> = {
  PENDING: { bgcolor: '#fff1d6', color: '#6b4200' },
  APPROVED: { bgcolor: '#e3f1e7', color: '#1f5130' },
  DENIED: { bgcolor: '#fbe7e5', color: '#8c1d18' },
};

interface ApprovalChipProps {
  /** The approval as the server names it (any other value is shown as it is). */
  status: string;
  /** The words of whoever reads it: the partner ("Approved by you") or an administrator ("Approved by the partner"). */
  labels: Record<ApprovalStatus, string>;
}

/** The partner's sign-off on an order. */
export function ApprovalChip({ status, labels }: ApprovalChipProps) {
  const label = labels[status as ApprovalStatus] ?? status;
  return <Chip size="small" label={label} sx={{ ...(TONES[status] ?? TONES.PENDING), fontWeight: 600 }} />;
}
