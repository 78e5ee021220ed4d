import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { z } from 'zod';
import { completeCareTaskBodySchema, reopenCareTaskBodySchema, type CareTask } from '@contracts/care-tasks';
import { TEXT_LIMITS } from '@contracts/text-limits';
import { FormTextField } from '@/components/form/form-text-field';
import { DialogFailure, FormDialogActions } from '@/components/form-dialog-actions';
import { serverMessage } from '@/lib/api-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { DONE_FAILED_TEXT, REOPEN_FAILED_TEXT } from '@/features/care-tasks/lib/texts';

/** The two changes of a task's state that need a sentence: what was done, or why it is reopened (the contract's rule). */
const KINDS = {
  done: {
    title: 'Mark task done',
    label: 'What was done',
    action: 'Mark done',
    failed: DONE_FAILED_TEXT,
    text: completeCareTaskBodySchema.shape.note,
  },
  reopen: {
    title: 'Reopen task',
    label: 'Reason',
    action: 'Reopen',
    failed: REOPEN_FAILED_TEXT,
    text: reopenCareTaskBodySchema.shape.reason,
  },
};

interface TaskTextDialogProps {
  kind: keyof typeof KINDS;
  task: CareTask;
  onClose: () => void;
  send: (text: string) => Promise<unknown>;
}

/** Marks a task done or reopens it, with the required sentence. Mount it only while open. */
export function TaskTextDialog({ kind, task, onClose, send }: TaskTextDialogProps) {
  const { title, label, action, failed, text } = KINDS[kind];
  const { control, handleSubmit, formState } = useZodForm(z.object({ text }), { text: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values.text);
      onClose();
    } catch (error) {
      setFailure(serverMessage(error) ?? failed);
    }
  });

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit} aria-label={title}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {task.title} ({task.patientName})
          </DialogContentText>
          <FormTextField control={control} name="text" label={label} required multiline minRows={3} limit={TEXT_LIMITS.detail} autoFocus />
          <DialogFailure failure={failure} />
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={formState.isSubmitting}>
          {action}
        </FormDialogActions>
      </form>
    </Dialog>
  );
}
