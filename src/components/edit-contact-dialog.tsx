import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import type { PartnerPatient, UpdatePartnerPatientBody } from '@contracts/patients';
import { messageOr } from '@/lib/api-errors';
import { formResolver } from '@/lib/form-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useSaveChanges } from '@/lib/use-save-changes';
import {
  changedContactFields,
  contactFieldOf,
  contactFormSchema,
  contactToForm,
  type ContactField,
  type ContactFormInput,
  type ContactFormOutput,
} from '@/lib/contact-form';
import { FormDialogActions } from './form-dialog-actions';
import { GridTextFields, type GridTextFieldSpec } from './form/grid-text-fields';

export const PATIENT_UPDATED_TEXT = 'Patient updated successfully';
export const PATIENT_UPDATE_FAILED_TEXT = 'Failed to update patient. Please try again.';

interface EditContactDialogProps<P extends PartnerPatient> {
  patient: P;
  /** Sends the changed fields (the caller's PUT): its reply's record and message. */
  save: (body: UpdatePartnerPatientBody) => Promise<{ data: P; message?: string }>;
  busy: boolean;
  onClose: () => void;
  /** The saved record from the reply. */
  onSaved: (patient: P) => void;
}

const FIELDS: readonly GridTextFieldSpec<ContactField>[] = [
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

/** A partner or an administrator corrects a patient's contact details; only the changed fields are sent. */
export function EditContactDialog<P extends PartnerPatient>({
  patient,
  save,
  busy: isMutating,
  onClose,
  onSaved,
}: EditContactDialogProps<P>) {
  const { control, handleSubmit, setError } = useForm<ContactFormInput, unknown, ContactFormOutput>({
    resolver: formResolver(contactFormSchema),
    defaultValues: contactToForm(patient),
  });

  const { nothingToSave, submit } = useSaveChanges({
    changed: (values: ContactFormOutput) => changedContactFields(values, patient),
    save,
    onSaved: (reply) => {
      toastSuccess(reply.message ?? PATIENT_UPDATED_TEXT);
      onSaved(reply.data);
      onClose();
    },
    onFailed: (error) => {
      showServerFieldErrors(error, setError, contactFieldOf);
      toastFailure(messageOr(error, PATIENT_UPDATE_FAILED_TEXT));
    },
  });

  return (
    <Dialog open onClose={isMutating ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>Edit contact details</DialogTitle>
      <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label="Edit contact details">
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2.5 }}>
            Only the fields you change are saved; an emptied field keeps what is on file.
          </DialogContentText>
          <Grid container spacing={2}>
            <GridTextFields control={control} fields={FIELDS} />
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
