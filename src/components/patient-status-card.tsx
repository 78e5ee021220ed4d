import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PATIENT_STATUSES, type PartnerPatient } from '@contracts/patients';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { PATIENT_STATUS_LABELS, PatientStatusChip, type PatientStatus } from './patient-status-chip';
import { SectionCard } from './section-card';

export const PATIENT_STATUS_UPDATED_TEXT = 'Patient status updated successfully';
export const PATIENT_STATUS_FAILED_TEXT = 'Failed to update patient status';

interface PatientStatusCardProps<P extends PartnerPatient> {
  patient: P;
  /** Sends the new status (the caller's PATCH): its reply's record and message. */
  save: (status: PatientStatus) => Promise<{ data: P; message?: string }>;
  busy: boolean;
  onSaved: (patient: P) => void;
}

/** The patient's status (active, paused, inactive), changed through a select; the partner's and the admin's pages. */
export function PatientStatusCard<P extends PartnerPatient>({ patient, save, busy, onSaved }: PatientStatusCardProps<P>) {
  const [status, setStatus] = useState(patient.status as PatientStatus);

  const submit = async () => {
    try {
      const reply = await save(status);
      toastSuccess(reply.message ?? PATIENT_STATUS_UPDATED_TEXT);
      onSaved(reply.data);
    } catch (error) {
      // The product's own words for this failure (SPEC §8), with the server's reason when it gave one.
      toastFailure(messageOr(error, PATIENT_STATUS_FAILED_TEXT));
    }
  };

  return (
    <SectionCard title="Status">
      <Stack spacing={2}>
        <Typography variant="body2" component="div" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          Now: <PatientStatusChip status={patient.status} />
        </Typography>
        <TextField
          select
          label="Patient status"
          value={status}
          onChange={(e) => setStatus(e.target.value as PatientStatus)}
          slotProps={{ select: { native: true } }}
          fullWidth
        >
          {PATIENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PATIENT_STATUS_LABELS[s]}
            </option>
          ))}
        </TextField>
        <Stack direction="row">
          <Button variant="contained" onClick={() => void submit()} loading={busy} disabled={status === patient.status}>
            Change status
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
