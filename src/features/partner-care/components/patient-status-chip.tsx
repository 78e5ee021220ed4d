import Chip from '@mui/material/Chip';
import { patientStatusLabel } from '@/features/partner-care/lib/texts';

const TONES: Record<string, { bgcolor: string; color: string }> = {
  ACTIVE: { bgcolor: '#e3f1e7', color: '#1f5130' },
  PAUSED: { bgcolor: '#fff1d6', color: '#6b4200' },
  INACTIVE: { bgcolor: '#eceff1', color: '#37474f' },
};

export function PatientStatusChip({ status }: { status: string }) {
  return <Chip size="small" label={patientStatusLabel(status)} sx={{ ...(TONES[status] ?? TONES.INACTIVE), fontWeight: 600 }} />;
}
