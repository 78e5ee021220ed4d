import Chip from '@mui/material/Chip';
import { PRESCRIPTION_STATUS_TEXT, type PrescriptionStatus } from '@contracts/prescriptions';

// Soft backgrounds with dark text, as the order status chip: every pair is above 4.5:1 (WCAG AA).
const TONES = {
  waiting: { bgcolor: '#fff1d6', color: '#6b4200' },
  good: { bgcolor: '#e3f1e7', color: '#1f5130' },
  bad: { bgcolor: '#fbe7e5', color: '#8c1d18' },
  moving: { bgcolor: '#e3f0f2', color: '#084450' },
  neutral: { bgcolor: '#eceff1', color: '#37474f' },
} as const;

const STATUS_TONE: Record<PrescriptionStatus, keyof typeof TONES> = {
  CREATED: 'waiting',
  SENDING: 'moving',
  FAILED: 'bad',
  RECEIVED: 'moving',
  PROCESSING: 'moving',
  SHIPPED: 'moving',
  DELIVERED: 'good',
  CANCELLED: 'neutral',
};

export function PrescriptionStatusChip({ status, size = 'small' }: { status: PrescriptionStatus; size?: 'small' | 'medium' }) {
  return <Chip label={PRESCRIPTION_STATUS_TEXT[status]} size={size} sx={{ ...TONES[STATUS_TONE[status]], fontWeight: 600 }} />;
}
