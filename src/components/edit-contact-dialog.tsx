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
import { EditFormDialog } from './edit-form-dialog';
import { GridTextFields, type GridTextFieldSpec } from './form/grid-text-fields';
import { ADDRESS_FIELD_SPECS, personFieldSpecs } from './form/person-field-specs';

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

const FIELDS: readonly GridTextFieldSpec<ContactField>[] = [...personFieldSpecs(), ...ADDRESS_FIELD_SPECS];

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
    <EditFormDialog
      title="Edit contact details"
      intro="Only the fields you change are saved; an emptied field keeps what is on file."
      onSubmit={handleSubmit(submit)}
      onClose={onClose}
      busy={isMutating}
      nothingToSave={nothingToSave}
    >
      <GridTextFields control={control} fields={FIELDS} />
    </EditFormDialog>
  );
}
