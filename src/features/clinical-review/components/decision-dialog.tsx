import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { INTAKE_DECISION_MESSAGES, type ApproveIntakeBody, type DoctorOrderDetail } from '@contracts/order-review';
import { DialogFailure, FormDialogActions } from '@/components/form-dialog-actions';
import { FormTextField } from '@/components/form/form-text-field';
import { messageOr, replyStatus } from '@/lib/api-errors';
import { toastSuccess } from '@/lib/toast';
import { useDecideIntake } from '@/api/orders/decide-intake';
import { flagDetail, flagLabel } from '@/lib/screening-flags';
import { ACTION_FAILURE_TEXT } from '@/features/clinical-review/lib/texts';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { formResolver } from '@/lib/form-resolver';

export type Decision = 'APPROVE' | 'DENY';

interface DecisionDialogProps {
  order: DoctorOrderDetail;
  decision: Decision;
  onClose: () => void;
  /** The decision was recorded, or the order changed under us (someone else decided): reload it. */
  onChanged: () => void;
}

const reasonSchema = (required: string) =>
  z.object({ reason: z.string().trim().min(1, required).max(2000, 'Use at most 2000 characters') });
const SCHEMAS = {
  deny: reasonSchema('Write the reason for the patient'),
  override: reasonSchema('Explain why approving is safe despite the screening flags'),
  confirm: z.object({ reason: z.string() }),
};
type Mode = keyof typeof SCHEMAS;
type Form = { reason: string };

const REASON_FIELDS = ['doctorDenialReason', 'overrideReason'];

function bodyFor(mode: Mode, reason: string): ApproveIntakeBody {
  if (mode === 'deny') return { doctorApproveQuestionsStatus: 'DENIED', doctorDenialReason: reason };
  if (mode === 'override') return { doctorApproveQuestionsStatus: 'APPROVED', overrideReason: reason };
  return { doctorApproveQuestionsStatus: 'APPROVED' };
}

/** Approve (with an override reason when screening flagged the intake) or deny (with a reason for the patient). */
export function DecisionDialog({ order, decision, onClose, onChanged }: DecisionDialogProps) {
  const mode: Mode = decision === 'DENY' ? 'deny' : order.screeningFlags.length > 0 ? 'override' : 'confirm';
  const { trigger, isMutating } = useDecideIntake(order.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<Form>({ resolver: formResolver(SCHEMAS[mode]), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      const body = bodyFor(mode, reason.trim());
      const reply = await trigger(body);
      toastSuccess(reply.message ?? INTAKE_DECISION_MESSAGES[body.doctorApproveQuestionsStatus]);
      onChanged();
      onClose();
    } catch (error) {
      showServerFieldErrors(error, setError, (path) => (REASON_FIELDS.includes(path) && mode !== 'confirm' ? 'reason' : undefined));
      setFailure(messageOr(error, ACTION_FAILURE_TEXT));
      // Decided elsewhere meanwhile (409) or no longer yours (404): show what the order is now.
      const status = replyStatus(error);
      if (status === 409 || status === 404) onChanged();
    }
  });

  const patient = `${order.patientName}'s`;
  const title = mode === 'deny' ? 'Deny this intake' : 'Approve this intake';

  return (
    <Dialog open onClose={isMutating ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 0 }}>
          {mode === 'deny' && (
            <DialogContentText sx={{ mb: 2 }}>
              {`Deny ${patient} request for ${order.productName} ${order.dose}. The patient sees your reason, so write it for them.`}
            </DialogContentText>
          )}
          {mode === 'override' && (
            <>
              <DialogContentText sx={{ mb: 1 }}>
                Screening flagged this intake. To approve it anyway, explain why treatment is safe for this patient. Your reason is kept on
                the order with your approval.
              </DialogContentText>
              <Box component="ul" sx={{ mt: 0, mb: 2, pl: 2.5 }} aria-label="Flags to override">
                {order.screeningFlags.map((f) => (
                  <li key={f.rule}>
                    <strong>{flagLabel(f)}</strong>: {flagDetail(f)}
                  </li>
                ))}
              </Box>
            </>
          )}
          {mode === 'confirm' && (
            <DialogContentText>
              {`Approve ${patient} intake answers for ${order.productName} ${order.dose}? Next you prepare the prescription and send it to the pharmacy.`}
            </DialogContentText>
          )}
          {mode !== 'confirm' && (
            <FormTextField
              control={control}
              name="reason"
              label={mode === 'deny' ? 'Reason for the patient' : 'Override reason'}
              required
              multiline
              minRows={3}
              fullWidth
              autoFocus
              maxLength={2000}
            />
          )}
          <DialogFailure failure={failure} />
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={isMutating} color={mode === 'deny' ? 'error' : 'primary'}>
          {mode === 'deny' ? 'Deny intake' : 'Approve intake'}
        </FormDialogActions>
      </Box>
    </Dialog>
  );
}
