import Chip from '@mui/material/Chip';
import { ORDER_STATUS_TEXT, type OrderStatus } from '@contracts/orders';
import { CHIP_TONES, ToneChip, type ChipTone } from './tone-chip';

// The shared palette (soft backgrounds, dark text, above 4.5:1), unlike MUI's filled warning chip.
const STATUS_TONE: Record<OrderStatus, ChipTone> = {
  PENDING_REVIEW: 'waiting',
  APPROVED: 'good',
  DENIED: 'bad',
  SENT_TO_PHARMACY: 'brand',
  SHIPPED: 'brand',
  DELIVERED: 'good',
  CANCELLED: 'neutral',
};

/** Staff see an order a doctor handed back (still under review, waiting for an administrator) as such. */
export const HANDED_BACK_LABEL = 'Handed back for reassignment';

interface OrderStatusChipProps {
  status: OrderStatus;
  size?: 'small' | 'medium';
  handedBack?: boolean;
}

export function OrderStatusChip({ status, size = 'small', handedBack = false }: OrderStatusChipProps) {
  if (handedBack) {
    // The longest label: it wraps in a narrow column rather than spilling out of its card.
    const wrapping = { maxWidth: '100%', height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } };
    return <Chip label={HANDED_BACK_LABEL} size={size} sx={{ ...CHIP_TONES.neutral, fontWeight: 600, ...wrapping }} />;
  }
  return <ToneChip label={ORDER_STATUS_TEXT[status].label} size={size} tone={STATUS_TONE[status]} />;
}
