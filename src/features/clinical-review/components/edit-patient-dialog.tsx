import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DoctorPatient } from '@contracts/doctor';
import { FormTextField } from '@/components/form/form-text-field';
import { messageOr } from '@/lib/api-errors';
import {
  changedPatientFields,
  GENDER_OPTIONS,
  patientEditFormSchema,
  patientFieldOf,
  patientToForm,
  type PatientField,
  type PatientFormInput,
  type PatientFormOutput,
} from '@/lib/patient-form';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useUpdateDoctorPatient } from '@/api/patients/update-doctor-patient';
import { PATIENT_UPDATE_FAILED_TEXT, PATIENT_UPDATED_TEXT } from '@/features/clinical-review/lib/texts';
import { showServerFieldErrors } from '@/lib/server-field-errors';

interface EditPatientDialogProps {
  patient: DoctorPatient;
  onClose: () => void;
  /** The saved record from the reply. */
  onSaved: (patient: DoctorPatient) => void;
}

type Field = {
  name: PatientField;
  label: string;
  autoComplete: string;
  size: number;
  required?: boolean;
  type?: string;
  helperText?: string;
};

const FIELDS: readonly Field[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'off', size: 6, required: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'off', size: 6, required: true },
  { name: 'email', label: 'Email', autoComplete: 'off', size: 6, required: true, type: 'email' },
  { name: 'phoneNumber', label: 'Phone number', autoComplete: 'off', size: 6, type: 'tel', helperText: 'A US number' },
  { name: 'address1', label: 'Address line 1', autoComplete: 'off', size: 12 },
  { name: 'address2', label: 'Address line 2', autoComplete: 'off', size: 12, helperText: 'Apartment, suite, unit' },
  { name: 'city', label: 'City', autoComplete: 'off', size: 5 },
  { name: 'state', label: 'State', autoComplete: 'off', size: 3, helperText: 'e.g. TX' },
  { name: 'zipcode', label: 'ZIP code', autoComplete: 'off', size: 4 },
];

export function EditPatientDialog({ patient, onClose, onSaved }: EditPatientDialogProps) {
  const { trigger, isMutating } = useUpdateDoctorPatient(patient.id);
  const [nothingToSave, setNothingToSave] = useState(false);
  const { control, handleSubmit, setError } = useForm<PatientFormInput, unknown, PatientFormOutput>({
    resolver: zodResolver(patientEditFormSchema),
    defaultValues: patientToForm(patient),
  });

  const onSubmit = handleSubmit(async (values) => {
    const body = changedPatientFields(values, patient);
    const empty = Object.keys(body).length === 0;
    setNothingToSave(empty);
    if (empty) return;
    try {
      const reply = await trigger(body);
      toastSuccess(reply.message ?? PATIENT_UPDATED_TEXT);
      onSaved(reply.data);
      onClose();
    } catch (error) {
      showServerFieldErrors(error, setError, patientFieldOf);
      toastFailure(messageOr(error, PATIENT_UPDATE_FAILED_TEXT));
    }
  });

  const field = (f: Field) => (
    <FormTextField
      control={control}
      name={f.name}
      label={f.label}
      autoComplete={f.autoComplete}
      required={f.required}
      type={f.type}
      helperText={f.helperText}
      fullWidth
    />
  );

  return (
    <Dialog open onClose={isMutating ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>Edit patient</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Edit patient">
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2.5 }}>
            Only the fields you change are saved; an emptied field keeps what is on file.
          </DialogContentText>
          <Grid container spacing={2}>
            {FIELDS.slice(0, 4).map((f) => (
              <Grid key={f.name} size={{ xs: 12, sm: f.size }}>
                {field(f)}
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="dateOfBirth"
                label="Date of birth"
                type="date"
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="gender"
                label="Gender"
                select
                fullWidth
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">Not given</option>
                {GENDER_OPTIONS.map((g) => (
                  <option key={g.value} value={g.value}>
                    {g.label}
                  </option>
                ))}
              </FormTextField>
            </Grid>
            {FIELDS.slice(4).map((f) => (
              <Grid key={f.name} size={{ xs: 12, sm: f.size }}>
                {field(f)}
              </Grid>
            ))}
          </Grid>
          {nothingToSave && (
            <Alert severity="info" sx={{ mt: 2 }}>
              There are no changes to save.
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isMutating}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isMutating}>
            Save changes
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
