import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import type { DoctorPatient } from '@contracts/doctor';
import { FormDialogActions } from '@/components/form-dialog-actions';
import { FormTextField } from '@/components/form/form-text-field';
import { GridTextFields, type GridTextFieldSpec } from '@/components/form/grid-text-fields';
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
import { useSaveChanges } from '@/lib/use-save-changes';
import { formResolver } from '@/lib/form-resolver';

interface EditPatientDialogProps {
  patient: DoctorPatient;
  onClose: () => void;
  /** The saved record from the reply. */
  onSaved: (patient: DoctorPatient) => void;
}

type Field = GridTextFieldSpec<PatientField>;

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
  const { control, handleSubmit, setError } = useForm<PatientFormInput, unknown, PatientFormOutput>({
    resolver: formResolver(patientEditFormSchema),
    defaultValues: patientToForm(patient),
  });

  const { nothingToSave, submit } = useSaveChanges({
    changed: (values: PatientFormOutput) => changedPatientFields(values, patient),
    save: (body) => trigger(body),
    onSaved: (reply) => {
      toastSuccess(reply.message ?? PATIENT_UPDATED_TEXT);
      onSaved(reply.data);
      onClose();
    },
    onFailed: (error) => {
      showServerFieldErrors(error, setError, patientFieldOf);
      toastFailure(messageOr(error, PATIENT_UPDATE_FAILED_TEXT));
    },
  });

  return (
    <Dialog open onClose={isMutating ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>Edit patient</DialogTitle>
      <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label="Edit patient">
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2.5 }}>
            Only the fields you change are saved; an emptied field keeps what is on file.
          </DialogContentText>
          <Grid container spacing={2}>
            <GridTextFields control={control} fields={FIELDS.slice(0, 4)} />
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
            <GridTextFields control={control} fields={FIELDS.slice(4)} />
          </Grid>
          {nothingToSave && (
            <Alert severity="info" sx={{ mt: 2 }}>
              There are no changes to save.
            </Alert>
          )}
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={isMutating}>
          Save changes
        </FormDialogActions>
      </Box>
    </Dialog>
  );
}
