import Chip from '@mui/material/Chip';

/**
 * The status chips' one palette: soft backgrounds with dark text, every pair above 4.5:1 (WCAG AA). Waiting on
 * someone (amber), done well (green), gone wrong (red), under way (the brand's teal), over or inert (gray).
 */
export const CHIP_TONES = {
  waiting: { bgcolor: '#fff1d6', color: '#6b4200' },
  good: { bgcolor: '#e3f1e7', color: '#1f5130' },
  bad: { bgcolor: '#fbe7e5', color: '#8c1d18' },
  brand: { bgcolor: '#e3f0f2', color: '#084450' },
  neutral: { bgcolor: '#eceff1', color: '#37474f' },
} as const;
export type ChipTone = keyof typeof CHIP_TONES;

export function ToneChip({ label, tone, size = 'small' }: { label: string; tone: ChipTone; size?: 'small' | 'medium' }) {
  return <Chip label={label} size={size} sx={{ ...CHIP_TONES[tone], fontWeight: 600 }} />;
}

export function DelegateStatusChip({ status }: { status: 'ACTIVE' | 'INACTIVE' }) {
  return <ToneChip label={status === 'ACTIVE' ? 'Active' : 'Inactive'} tone={status === 'ACTIVE' ? 'good' : 'neutral'} />;
}
