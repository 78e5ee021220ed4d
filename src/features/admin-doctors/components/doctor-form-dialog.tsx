import { useForm, type Control } from 'react-hook-form';
import type { AdminDoctor } from '@contracts/doctors';
import { EditFormDialog } from '@/components/edit-form-dialog';
import { DialogFailure } from '@/components/form-dialog-actions';
import { GridTextFields, type GridTextFieldSpec } from '@/components/form/grid-text-fields';
import { personFieldSpecs } from '@/components/form/person-field-specs';
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
  ...personFieldSpecs({ phoneRequired: true }),
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
    <EditFormDialog
      title="Add a doctor"
      onSubmit={handleSubmit(submit)}
      onClose={onClose}
      busy={isMutating}
      submitLabel="Add doctor"
      footer={<DialogFailure failure={failure} />}
    >
      <GridTextFields control={control} fields={[...FIELDS, PASSWORD]} />
      <LicenseFields control={control as unknown as Control<DoctorFormInput, unknown, DoctorFormOutput>} />
    </EditFormDialog>
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
    <EditFormDialog
      title="Edit doctor"
      onSubmit={handleSubmit(submit)}
      onClose={onClose}
      busy={isMutating}
      nothingToSave={nothingToSave}
      footer={<DialogFailure failure={failure} />}
    >
      <GridTextFields control={control} fields={FIELDS} />
      <LicenseFields control={control} />
    </EditFormDialog>
  );
}
