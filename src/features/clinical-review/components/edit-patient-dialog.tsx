import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import type { DoctorPatient } from '@contracts/patients';
import { EditFormDialog } from '@/components/edit-form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { GridTextFields } from '@/components/form/grid-text-fields';
import { ADDRESS_FIELD_SPECS, personFieldSpecs } from '@/components/form/person-field-specs';
import { messageOr } from '@/lib/api-errors';
import {
  changedPatientFields,
  GENDER_OPTIONS,
  patientEditFormSchema,
  patientFieldOf,
  patientToForm,
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
    <EditFormDialog
      title="Edit patient"
      intro="Only the fields you change are saved; an emptied field keeps what is on file."
      onSubmit={handleSubmit(submit)}
      onClose={onClose}
      busy={isMutating}
      nothingToSave={nothingToSave}
    >
      <GridTextFields control={control} fields={personFieldSpecs()} />
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
      <GridTextFields control={control} fields={ADDRESS_FIELD_SPECS} />
    </EditFormDialog>
  );
}
