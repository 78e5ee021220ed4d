import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import {
  completePatientFormSchema,
  EMPTY_PATIENT_FORM,
  newPatientBody,
  patientFieldOf,
  type PatientFormInput,
  type PatientFormOutput,
} from '@/lib/patient-form';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { createNewOrder } from '@/api/orders/create-new-order';
import { useProfile } from '@/api/accounts/get-profile';
import { PatientFields } from '@/features/prescribing/components/patient-fields';
import { ORDER_CREATE_FAILED_TEXT, ORDER_CREATED_TEXT } from '@/features/prescribing/lib/messages';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { prescribingPaths } from '@/features/prescribing/paths';
import { formResolver } from '@/lib/form-resolver';

/** A new patient and their first order; the doctor then picks the medication. */
export function StartNewOrderPage() {
  const navigate = useNavigate();
  // Only the states the doctor is licensed in are offered: an unlicensed one was refused only after submit.
  const profile = useProfile();
  const { control, handleSubmit, setError, formState } = useForm<PatientFormInput, unknown, PatientFormOutput>({
    resolver: formResolver(completePatientFormSchema),
    defaultValues: EMPTY_PATIENT_FORM,
  });

  const onSubmit = handleSubmit(async (values) => {
    let orderId: string;
    try {
      const reply = await createNewOrder({ patient: newPatientBody(values) });
      orderId = reply.data.id;
      toastSuccess(reply.message ?? ORDER_CREATED_TEXT);
    } catch (error) {
      showServerFieldErrors(error, setError, patientFieldOf);
      toastFailure(messageOr(error, ORDER_CREATE_FAILED_TEXT));
      return;
    }
    void navigate(prescribingPaths.orderStep(orderId, 'medication'));
  });

  return (
    <>
      <PageHeader
        title="Start New Order"
        subtitle="Add a new patient; the order is created for them and you choose the medication next."
        actions={
          <Button component={RouterLink} to={prescribingPaths.newPrescription} variant="outlined">
            Find an existing patient
          </Button>
        }
      />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="New patient">
        <SectionCard title="New patient">
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            The patient must live in a state where you are licensed. The pharmacy ships to this address.
          </Typography>
          <PatientFields control={control} licensedStates={profile.data?.licenseStates} />
        </SectionCard>
        <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            Create order
          </Button>
        </Box>
      </Box>
    </>
  );
}
