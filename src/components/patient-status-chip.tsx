import { ToneChip, type ChipTone } from './tone-chip';
import type { PATIENT_STATUSES } from '@contracts/patients';

export type PatientStatus = (typeof PATIENT_STATUSES)[number];
export const PATIENT_STATUS_LABELS: Record<PatientStatus, string> = { ACTIVE: 'Active', PAUSED: 'Paused', INACTIVE: 'Inactive' };
export const patientStatusLabel = (status: string) => PATIENT_STATUS_LABELS[status as PatientStatus] ?? status;

// Each status's tone in the status chips' one palette (tone-chip.tsx).
const TONES: Record<string, ChipTone> = {
  ACTIVE: 'good',
  PAUSED: 'waiting',
  INACTIVE: 'neutral',
};

/** A patient's status (active, paused, inactive), as partners and administrators see it. */
export function PatientStatusChip({ status }: { status: string }) {
  return <ToneChip label={patientStatusLabel(status)} tone={TONES[status] ?? TONES.INACTIVE} />;
}
