import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import type { DoctorPatient } from '@contracts/patients';
import { SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import {
  changedPatientFields,
  completePatientFormSchema,
  patientFieldOf,
  patientToForm,
  type PatientFormInput,
  type PatientFormOutput,
} from '@/lib/patient-form';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { updateDoctorPatient } from '@/api/patients/update-doctor-patient';
import { PATIENT_UPDATE_FAILED_TEXT, PATIENT_UPDATED_TEXT } from '@/features/prescribing/lib/messages';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { PatientFields } from './patient-fields';
import { StepActions } from '@/components/step-actions';
import { formResolver } from '@/lib/form-resolver';

interface PatientStepFormProps {
  patient: DoctorPatient;
  /** After a save (with the saved record) or when nothing changed (without one). */
  onDone: (saved?: DoctorPatient) => void;
}

/** The order's patient, prefilled; only what the doctor changed is saved. */
export function PatientStepForm({ patient, onDone }: PatientStepFormProps) {
  const { control, handleSubmit, setError, formState } = useForm<PatientFormInput, unknown, PatientFormOutput>({
    resolver: formResolver(completePatientFormSchema),
    defaultValues: patientToForm(patient),
  });

  const onSubmit = handleSubmit(async (values) => {
    const body = changedPatientFields(values, patient);
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    try {
      const reply = await updateDoctorPatient(patient.id, body);
      toastSuccess(reply.message ?? PATIENT_UPDATED_TEXT);
      onDone(reply.data);
    } catch (error) {
      showServerFieldErrors(error, setError, patientFieldOf);
      toastFailure(messageOr(error, PATIENT_UPDATE_FAILED_TEXT));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Patient details">
      <SectionCard title="Patient">
        <PatientFields control={control} />
      </SectionCard>
      <StepActions submitLabel="Save and continue" busy={formState.isSubmitting} />
    </Box>
  );
}
