import Chip from '@mui/material/Chip';
import type { PATIENT_STATUSES } from '@contracts/patients';

export type PatientStatus = (typeof PATIENT_STATUSES)[number];
export const PATIENT_STATUS_LABELS: Record<PatientStatus, string> = { ACTIVE: 'Active', PAUSED: 'Paused', INACTIVE: 'Inactive' };
export const patientStatusLabel = (status: string) => PATIENT_STATUS_LABELS[status as PatientStatus] ?? status;

// Soft backgrounds with dark text (above 4.5:1), as the order status chip's.
const TONES: Record<string, { bgcolor: string; color: string }> = {
  ACTIVE: { bgcolor: '#e3f1e7', color: '#1f5130' },
  PAUSED: { bgcolor: '#fff1d6', color: '#6b4200' },
  INACTIVE: { bgcolor: '#eceff1', color: '#37474f' },
};

/** A patient's status (active, paused, inactive), as partners and administrators see it. */
export function PatientStatusChip({ status }: { status: string }) {
  return <Chip size="small" label={patientStatusLabel(status)} sx={{ ...(TONES[status] ?? TONES.INACTIVE), fontWeight: 600 }} />;
}
