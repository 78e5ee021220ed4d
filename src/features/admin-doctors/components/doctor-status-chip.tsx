import Chip from '@mui/material/Chip';
import type { DoctorStatus, License } from '@contracts/doctors';
import { formatDay } from '@/lib/format';
import { ToneChip } from '@/components/tone-chip';
import { DOCTOR_STATUS_LABELS } from '@/features/admin-doctors/lib/texts';

export function DoctorStatusChip({ status }: { status: DoctorStatus }) {
  if (status === 'DELETED')
    return <Chip label={DOCTOR_STATUS_LABELS.DELETED} size="small" color="error" variant="outlined" sx={{ fontWeight: 600 }} />;
  return <ToneChip label={DOCTOR_STATUS_LABELS[status]} tone={status === 'ACTIVE' ? 'good' : 'neutral'} />;
}

/** A license state: "CA", or "CA expired" in the error color, with its expiry day as a tooltip-free title. */
export function LicenseChip({ license }: { license: License }) {
  const expires = license.expiresOn ? `${license.expired ? 'expired' : 'expires'} ${formatDay(license.expiresOn)}` : 'no expiry on record';
  return (
    <Chip
      label={license.expired ? `${license.state} expired` : license.state}
      size="small"
      variant="outlined"
      color={license.expired ? 'error' : 'default'}
      aria-label={`${license.state}, ${expires}`}
      sx={{ mr: 0.5, mb: 0.5 }}
    />
  );
}
