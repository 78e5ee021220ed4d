import { PRESCRIPTION_STATUS_TEXT, type PrescriptionStatus } from '@contracts/prescriptions';
import { ToneChip, type ChipTone } from '@/components/tone-chip';

const STATUS_TONE: Record<PrescriptionStatus, ChipTone> = {
  CREATED: 'waiting',
  SENDING: 'brand',
  FAILED: 'bad',
  RECEIVED: 'brand',
  PROCESSING: 'brand',
  SHIPPED: 'brand',
  DELIVERED: 'good',
  CANCELLED: 'neutral',
};

export function PrescriptionStatusChip({ status, size = 'small' }: { status: PrescriptionStatus; size?: 'small' | 'medium' }) {
  return <ToneChip label={PRESCRIPTION_STATUS_TEXT[status]} size={size} tone={STATUS_TONE[status]} />;
}
