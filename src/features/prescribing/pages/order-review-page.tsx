import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { DoctorOrderDetail } from '@contracts/order-review';
import type { Prescription } from '@contracts/prescriptions';
import { SectionGrid } from '@/components/section-grid';
import { messageOr } from '@/lib/api-errors';
import { DEFAULT_FAILURE_TEXT, toastFailure, toastSuccess } from '@/lib/toast';
import { createPrescription } from '@/api/prescriptions/create-prescription';
import { doctorOrderKey } from '@/api/orders/get-doctor-order';
import { prescriptionKey } from '@/api/prescriptions/get-prescription';
import { OrderStepsFrame } from '@/features/prescribing/components/order-steps-frame';
import { ReviewMedicationSection, ReviewPatientSection, ReviewRxSection } from '@/features/prescribing/components/review-sections';
import { PRESCRIPTION_CREATED_TEXT } from '@/features/prescribing/lib/messages';
import { prescribingPaths } from '@/features/prescribing/paths';

export const NOT_APPROVED_TEXT = "The patient's intake must be approved before you can prescribe.";

/** Why the order cannot be prescribed yet, if it cannot. */
function blocker(order: DoctorOrderDetail) {
  if (order.status === 'PENDING_REVIEW' || order.status === 'DENIED') {
    return (
      <Alert severity="warning">
        <AlertTitle>{NOT_APPROVED_TEXT}</AlertTitle>
        {order.status === 'DENIED' ? 'This intake was not approved. ' : 'This intake is still waiting for review. '}
        <Link component={RouterLink} to={prescribingPaths.order(order.id)}>
          Review the intake
        </Link>
      </Alert>
    );
  }
  if (order.status === 'CANCELLED') return <Alert severity="warning">This order was canceled.</Alert>;
  return null;
}

function ReviewStep({ order }: { order: DoctorOrderDetail }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [submitting, setSubmitting] = useState(false);
  const blocked = blocker(order);

  const submit = async () => {
    if (submitting) return;
    setSubmitting(true);
    let prescription: Prescription;
    try {
      const reply = await createPrescription({ orderId: order.id });
      prescription = reply.data;
      toastSuccess(reply.message ?? PRESCRIPTION_CREATED_TEXT);
    } catch (error) {
      toastFailure(messageOr(error, DEFAULT_FAILURE_TEXT));
      setSubmitting(false);
      return;
    }
    // The order now names its prescription: the next page shows it at once, and the order is fetched again.
    void mutate(prescriptionKey(prescription.id), prescription, { revalidate: false });
    void mutate(doctorOrderKey(order.id), { ...order, prescriptionId: prescription.id });
    void navigate(prescribingPaths.sendToRx(order.id));
  };

  return (
    <>
      <SectionGrid wide={<ReviewRxSection order={order} />}>
        <ReviewPatientSection order={order} />
        <ReviewMedicationSection order={order} />
      </SectionGrid>
      <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {order.prescriptionId ? (
          <Alert
            severity="info"
            action={
              <Button component={RouterLink} to={prescribingPaths.sendToRx(order.id)} color="inherit" size="small">
                Go to sending
              </Button>
            }
          >
            The prescription for this order has been created.
          </Alert>
        ) : (
          <>
            {blocked}
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to={prescribingPaths.orderStep(order.id, 'rx-information')} variant="outlined" size="large">
                Back
              </Button>
              <Button variant="contained" size="large" disabled={Boolean(blocked)} loading={submitting} onClick={() => void submit()}>
                Submit prescription
              </Button>
            </Box>
          </>
        )}
      </Box>
    </>
  );
}

/** Step 4: everything on one page, then the prescription. */
export function OrderReviewPage() {
  return <OrderStepsFrame step="review-and-submit">{(order) => <ReviewStep order={order} />}</OrderStepsFrame>;
}
