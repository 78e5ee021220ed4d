import Chip from '@mui/material/Chip';

// Soft backgrounds with dark text: both pairs are above 4.5:1 (WCAG AA), as in OrderStatusChip.
const TONES = {
  good: { bgcolor: '#e3f1e7', color: '#1f5130' },
  neutral: { bgcolor: '#eceff1', color: '#37474f' },
  brand: { bgcolor: '#e3f0f2', color: '#084450' },
  // what went wrong (a failed payout): the invoice chip's "Payment failed" red
  bad: { bgcolor: '#fbe7e5', color: '#8c1d18' },
} as const;

export function ToneChip({ label, tone }: { label: string; tone: keyof typeof TONES }) {
  return <Chip label={label} size="small" sx={{ ...TONES[tone], fontWeight: 600 }} />;
}

export function DelegateStatusChip({ status }: { status: 'ACTIVE' | 'INACTIVE' }) {
  return <ToneChip label={status === 'ACTIVE' ? 'Active' : 'Inactive'} tone={status === 'ACTIVE' ? 'good' : 'neutral'} />;
}
