import Chip from '@mui/material/Chip';
import { ORDER_STATUS_TEXT, type OrderStatus } from '@contracts/orders';

type Tone = 'waiting' | 'good' | 'bad' | 'moving' | 'neutral';

// Soft backgrounds with dark text: every pair is above 4.5:1 (WCAG AA), unlike MUI's filled warning chip.
const TONES: Record<Tone, { bgcolor: string; color: string }> = {
  waiting: { bgcolor: '#fff1d6', color: '#6b4200' },
  good: { bgcolor: '#e3f1e7', color: '#1f5130' },
  bad: { bgcolor: '#fbe7e5', color: '#8c1d18' },
  moving: { bgcolor: '#e3f0f2', color: '#084450' },
  neutral: { bgcolor: '#eceff1', color: '#37474f' },
};

const STATUS_TONE: Record<OrderStatus, Tone> = {
  PENDING_REVIEW: 'waiting',
  APPROVED: 'good',
  DENIED: 'bad',
  SENT_TO_PHARMACY: 'moving',
  SHIPPED: 'moving',
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
    return <Chip label={HANDED_BACK_LABEL} size={size} sx={{ ...TONES.neutral, fontWeight: 600, ...wrapping }} />;
  }
  return <Chip label={ORDER_STATUS_TEXT[status].label} size={size} sx={{ ...TONES[STATUS_TONE[status]], fontWeight: 600 }} />;
}
