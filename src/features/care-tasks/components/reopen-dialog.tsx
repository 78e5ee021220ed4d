import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { reopenCareTaskBodySchema, type CareTask, type ReopenCareTaskBody } from '@contracts/care-tasks';
import { TEXT_LIMITS } from '@contracts/text-limits';
import { FormTextField } from '@/components/form/form-text-field';
import { DialogFailure, FormDialogActions } from '@/components/form-dialog-actions';
import { serverMessage } from '@/lib/api-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { REOPEN_FAILED_TEXT } from '@/features/care-tasks/lib/texts';

interface ReopenDialogProps {
  task: CareTask;
  onClose: () => void;
  reopen: (body: ReopenCareTaskBody) => Promise<unknown>;
}

/** Reopen a done task, saying why (required). Mount it only while open. */
export function ReopenDialog({ task, onClose, reopen }: ReopenDialogProps) {
  const { control, handleSubmit, formState } = useZodForm(reopenCareTaskBodySchema, { reason: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await reopen(values);
      onClose();
    } catch (error) {
      setFailure(serverMessage(error) ?? REOPEN_FAILED_TEXT);
    }
  });

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit} aria-label="Reopen task">
        <DialogTitle id={titleId}>Reopen task</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {task.title} ({task.patientName})
          </DialogContentText>
          <FormTextField
            control={control}
            name="reason"
            label="Reason"
            required
            multiline
            minRows={3}
            limit={TEXT_LIMITS.detail}
            autoFocus
          />
          <DialogFailure failure={failure} />
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={formState.isSubmitting}>
          Reopen
        </FormDialogActions>
      </form>
    </Dialog>
  );
}
