import { ToneChip, type ChipTone } from './tone-chip';
import type { ApprovalStatus } from '@contracts/orders';

// Each status's tone in the status chips' one palette (tone-chip.tsx).
const TONES: Record<string, ChipTone> = {
  PENDING: 'waiting',
  APPROVED: 'good',
  DENIED: 'bad',
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
  return <ToneChip label={label} tone={TONES[status] ?? TONES.PENDING} />;
}
