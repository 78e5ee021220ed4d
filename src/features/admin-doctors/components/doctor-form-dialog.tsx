import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useForm, type Control } from 'react-hook-form';
import type { AdminDoctor } from '@contracts/admin-doctors';
import { DialogFailure, FormDialogActions } from '@/components/form-dialog-actions';
import { GridTextFields, type GridTextFieldSpec } from '@/components/form/grid-text-fields';
import { messageOr } from '@/lib/api-errors';
import { formResolver } from '@/lib/form-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useSaveChanges } from '@/lib/use-save-changes';
import { useState } from 'react';
import { useCreateAdminDoctor } from '@/api/admin-doctors/create-admin-doctor';
import { useUpdateAdminDoctor } from '@/api/admin-doctors/update-admin-doctor';
import {
  changedDoctorFields,
  createDoctorFormSchema,
  doctorFieldOf,
  doctorFormSchema,
  doctorToForm,
  emptyDoctorForm,
  type CreateDoctorFormInput,
  type CreateDoctorFormOutput,
  type DoctorField,
  type DoctorFormInput,
  type DoctorFormOutput,
} from '@/features/admin-doctors/lib/doctor-form';
import {
  DOCTOR_CREATE_FAILED_TEXT,
  DOCTOR_CREATED_TEXT,
  DOCTOR_UPDATE_FAILED_TEXT,
  DOCTOR_UPDATED_TEXT,
} from '@/features/admin-doctors/lib/texts';
import { LicenseFields } from './license-fields';

const FIELDS: readonly GridTextFieldSpec<Exclude<DoctorField, 'password' | 'licenses'>>[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'off', size: 6, required: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'off', size: 6, required: true },
  { name: 'email', label: 'Email', autoComplete: 'off', size: 6, required: true, type: 'email' },
  { name: 'phoneNumber', label: 'Phone number', autoComplete: 'off', size: 6, required: true, type: 'tel', helperText: 'A US number' },
  { name: 'npi', label: 'NPI', autoComplete: 'off', size: 6, required: true, numeric: true, helperText: '10 digits, checked' },
];
const PASSWORD: GridTextFieldSpec<'password'> = {
  name: 'password',
  label: 'Temporary password',
  autoComplete: 'new-password',
  size: 6,
  required: true,
  type: 'password',
  helperText: 'At least 10 characters; share it with the doctor safely',
};

interface DialogProps {
  onClose: () => void;
  onSaved: (doctor: AdminDoctor) => void;
}

/** Adds a doctor: name, contact, NPI, a temporary password and at least one license state with its expiry day. */
export function CreateDoctorDialog({ onClose, onSaved }: DialogProps) {
  const { trigger, isMutating } = useCreateAdminDoctor();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<CreateDoctorFormInput, unknown, CreateDoctorFormOutput>({
    resolver: formResolver(createDoctorFormSchema),
    defaultValues: emptyDoctorForm(),
  });
  const submit = async (values: CreateDoctorFormOutput) => {
    setFailure(null);
    try {
      const reply = await trigger(values);
      toastSuccess(reply.message ?? DOCTOR_CREATED_TEXT);
      onSaved(reply.data);
    } catch (error) {
      showServerFieldErrors(error, setError, doctorFieldOf);
      setFailure(messageOr(error, DOCTOR_CREATE_FAILED_TEXT));
      toastFailure(messageOr(error, DOCTOR_CREATE_FAILED_TEXT));
    }
  };
  return (
    <Dialog open onClose={isMutating ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>Add a doctor</DialogTitle>
      <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label="Add a doctor">
        <DialogContent sx={{ pt: 0 }}>
          <Grid container spacing={2}>
            <GridTextFields control={control} fields={[...FIELDS, PASSWORD]} />
            <LicenseFields control={control as unknown as Control<DoctorFormInput, unknown, DoctorFormOutput>} />
          </Grid>
          <DialogFailure failure={failure} />
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={isMutating}>
          Add doctor
        </FormDialogActions>
      </Box>
    </Dialog>
  );
}

/** Changes a doctor's details, NPI or license states; only what changed is sent. */
export function EditDoctorDialog({ doctor, onClose, onSaved }: DialogProps & { doctor: AdminDoctor }) {
  const { trigger, isMutating } = useUpdateAdminDoctor(doctor.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<DoctorFormInput, unknown, DoctorFormOutput>({
    resolver: formResolver(doctorFormSchema),
    defaultValues: doctorToForm(doctor),
  });
  const { nothingToSave, submit } = useSaveChanges({
    changed: (values: DoctorFormOutput) => changedDoctorFields(values, doctor),
    save: (body) => trigger(body),
    onSaved: (reply) => {
      toastSuccess(reply.message ?? DOCTOR_UPDATED_TEXT);
      onSaved(reply.data);
    },
    onFailed: (error) => {
      showServerFieldErrors(error, setError, doctorFieldOf);
      setFailure(messageOr(error, DOCTOR_UPDATE_FAILED_TEXT));
      toastFailure(messageOr(error, DOCTOR_UPDATE_FAILED_TEXT));
    },
  });
  return (
    <Dialog open onClose={isMutating ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>Edit doctor</DialogTitle>
      <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label="Edit doctor">
        <DialogContent sx={{ pt: 0 }}>
          <Grid container spacing={2}>
            <GridTextFields control={control} fields={FIELDS} />
            <LicenseFields control={control} />
          </Grid>
          {nothingToSave && (
            <Alert severity="info" sx={{ mt: 2 }}>
              There are no changes to save.
            </Alert>
          )}
          <DialogFailure failure={failure} />
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={isMutating}>
          Save changes
        </FormDialogActions>
      </Box>
    </Dialog>
  );
}
