import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PATIENT_STATUSES, type PartnerPatient } from '@contracts/patients';
import { SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useUpdatePartnerPatientStatus } from '@/api/patients/update-partner-patient-status';
import {
  PATIENT_STATUS_FAILED_TEXT,
  PATIENT_STATUS_LABELS,
  PATIENT_STATUS_UPDATED_TEXT,
  type PatientStatus,
} from '@/features/partner-care/lib/texts';
import { PatientStatusChip } from './patient-status-chip';

interface PatientStatusCardProps {
  patient: PartnerPatient;
  onSaved: (patient: PartnerPatient) => void;
}

/** The patient's status with the partner (active, paused, inactive), changed through a select. */
export function PatientStatusCard({ patient, onSaved }: PatientStatusCardProps) {
  const { trigger, isMutating } = useUpdatePartnerPatientStatus(patient.id);
  const [status, setStatus] = useState(patient.status as PatientStatus);

  const save = async () => {
    try {
      const reply = await trigger(status);
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
          <Button variant="contained" onClick={() => void save()} loading={isMutating} disabled={status === patient.status}>
            Change status
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
