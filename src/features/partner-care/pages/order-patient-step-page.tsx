import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PartnerOrderDetail } from '@contracts/orders';
import { EditContactDialog } from '@/components/edit-contact-dialog';
import { useUpdatePartnerPatient } from '@/api/patients/update-partner-patient';
import { OrderPatientSection } from '@/features/partner-care/components/order-step-sections';
import { PartnerOrderStepsFrame } from '@/features/partner-care/components/order-steps-frame';
import { ContinueForm } from '@/features/partner-care/components/step-footer';
import { usePartnerPatient } from '@/features/partner-care/lib/use-partner-patient';
import { carePaths } from '@/features/partner-care/paths';

function PatientStep({ order, open }: { order: PartnerOrderDetail; open: boolean }) {
  const [editing, setEditing] = useState(false);
  const { patient, replace } = usePartnerPatient(order.patientId);
  const update = useUpdatePartnerPatient(order.patientId);
  // The dialog stays outside the step's form: a submit inside a portal still bubbles up the React tree.
  return (
    <>
      <ContinueForm label="Patient" next={carePaths.orderStep(order.id, 'medication')}>
        <OrderPatientSection
          order={order}
          action={
            <Stack direction="row" spacing={1}>
              {open && patient && (
                <Button size="small" startIcon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
                  Edit contact details
                </Button>
              )}
              <Button size="small" component={RouterLink} to={carePaths.patient(order.patientId)}>
                Patient page
              </Button>
            </Stack>
          }
        />
      </ContinueForm>
      {editing && patient && (
        <EditContactDialog
          patient={patient}
          save={(body) => update.trigger(body)}
          busy={update.isMutating}
          onClose={() => setEditing(false)}
          onSaved={(next) => void replace(next)}
        />
      )}
    </>
  );
}

/** Step 1: whom the order is for, and where it ships; the partner corrects the contact details while the order is open. */
export function PartnerOrderPatientStepPage() {
  return <PartnerOrderStepsFrame step="patient">{(order, { open }) => <PatientStep order={order} open={open} />}</PartnerOrderStepsFrame>;
}
