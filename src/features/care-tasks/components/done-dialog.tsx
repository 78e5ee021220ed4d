import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { completeCareTaskBodySchema, type CareTask, type CompleteCareTaskBody } from '@contracts/care-tasks';
import { TEXT_LIMITS } from '@contracts/text-limits';
import { FormTextField } from '@/components/form/form-text-field';
import { DialogFailure, FormDialogActions } from '@/components/form-dialog-actions';
import { serverMessage } from '@/lib/api-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { DONE_FAILED_TEXT } from '@/features/care-tasks/lib/texts';

interface DoneDialogProps {
  task: CareTask;
  onClose: () => void;
  complete: (body: CompleteCareTaskBody) => Promise<unknown>;
}

/** Mark a task done, saying what was done (required). Mount it only while open. */
export function DoneDialog({ task, onClose, complete }: DoneDialogProps) {
  const { control, handleSubmit, formState } = useZodForm(completeCareTaskBodySchema, { note: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await complete(values);
      onClose();
    } catch (error) {
      setFailure(serverMessage(error) ?? DONE_FAILED_TEXT);
    }
  });

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit} aria-label="Mark task done">
        <DialogTitle id={titleId}>Mark task done</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {task.title} ({task.patientName})
          </DialogContentText>
          <FormTextField
            control={control}
            name="note"
            label="What was done"
            required
            multiline
            minRows={3}
            limit={TEXT_LIMITS.detail}
            autoFocus
          />
          <DialogFailure failure={failure} />
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={formState.isSubmitting}>
          Mark done
        </FormDialogActions>
      </form>
    </Dialog>
  );
}
