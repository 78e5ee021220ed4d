import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import type { DoctorOrderDetail } from '@contracts/order-review';
import { SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import { DEFAULT_FAILURE_TEXT, toastFailure, toastSuccess } from '@/lib/toast';
import { updateDoctorOrder } from '@/api/orders/update-doctor-order';
import { ORDER_UPDATED_TEXT } from '@/features/prescribing/lib/messages';
import {
  changedRx,
  orderDoseSteps,
  RX_FIELDS,
  rxFormSchema,
  rxToForm,
  type RxFormInput,
  type RxFormOutput,
} from '@/features/prescribing/lib/rx-form';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useDirectionsFollowDose } from '@/features/prescribing/lib/use-directions-follow-dose';
import { useDoctorRxDefaults } from '@/features/prescribing/lib/use-doctor-rx-defaults';
import { RxFields } from './rx-fields';
import { StepActions } from '@/components/step-actions';
import { formResolver } from '@/lib/form-resolver';

interface RxStepFormProps {
  order: DoctorOrderDetail;
  back: string;
  /** After a save (with the saved order) or when nothing changed (without one). */
  onDone: (saved?: DoctorOrderDetail) => void;
}

const rxFieldOf = (path: string) => {
  const field = path.replace(/^rxInformation\./, '');
  return (RX_FIELDS as readonly string[]).includes(field) ? field : undefined;
};

/** Step 3: one dose, directions, quantity, refills and days supply, the amounts prefilled with the doctor's defaults (Settings). */
export function RxStepForm({ order, back, onDone }: RxStepFormProps) {
  const { control, handleSubmit, setError, formState, getFieldState, setValue, resetField } = useForm<RxFormInput, unknown, RxFormOutput>({
    resolver: formResolver(rxFormSchema),
    defaultValues: rxToForm(order.rxInformation),
  });
  useDirectionsFollowDose({ control, getFieldState, setValue });
  // The amounts the order has not saved start from the doctor's own (Settings) rather than the standard ones.
  useDoctorRxDefaults({ getFieldState, resetField }, order.rxInformation);

  const onSubmit = handleSubmit(async (values) => {
    const rxInformation = changedRx(values, order.rxInformation);
    if (Object.keys(rxInformation).length === 0) {
      onDone();
      return;
    }
    try {
      const reply = await updateDoctorOrder(order.id, { rxInformation });
      toastSuccess(reply.message ?? ORDER_UPDATED_TEXT);
      onDone(reply.data);
    } catch (error) {
      showServerFieldErrors(error, setError, rxFieldOf);
      toastFailure(messageOr(error, DEFAULT_FAILURE_TEXT));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Rx information">
      <SectionCard title="Rx information">
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {order.productName} · {order.dose}
        </Typography>
        <RxFields control={control} doses={orderDoseSteps(order)} />
      </SectionCard>
      <StepActions back={back} submitLabel="Save and continue" busy={formState.isSubmitting} />
    </Box>
  );
}
