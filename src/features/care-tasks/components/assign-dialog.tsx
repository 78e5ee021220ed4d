import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { z } from 'zod';
import type { CareAssignee, CareTask } from '@contracts/care-tasks';
import { FormSelectField } from '@/components/form/form-select-field';
import { DialogFailure, FormDialogActions } from '@/components/form-dialog-actions';
import { LoadError } from '@/components/load-error';
import { ROLE_LABELS } from '@/config/roles';
import { serverMessage } from '@/lib/api-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { ASSIGN_FAILED_TEXT } from '@/features/care-tasks/lib/texts';

const assignSchema = z.object({ assigneeId: z.string().min(1, 'Choose who does it') });

interface AssignDialogProps {
  task: CareTask;
  /** The care team members to choose from; undefined while they load. */
  assignees: readonly CareAssignee[] | undefined;
  /** Why the care team failed to load, and how to try again. */
  loadFailure: { error: unknown; retry: () => void } | null;
  onClose: () => void;
  assign: (assigneeId: string) => Promise<unknown>;
}

/** Assign a task to a care team member (a follow-up: never to customer support). Mount it only while open. */
export function AssignDialog({ task, assignees, loadFailure, onClose, assign }: AssignDialogProps) {
  const { control, handleSubmit, formState } = useZodForm(assignSchema, { assigneeId: task.assignee?.id ?? '' });
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const options = (assignees ?? [])
    .filter((a) => task.kind !== 'FOLLOW_UP' || a.role !== 'CUSTOMER_SUPPORT')
    .map((a) => ({ value: a.id, label: `${a.name} (${ROLE_LABELS[a.role]})` }));

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await assign(values.assigneeId);
      onClose();
    } catch (error) {
      setFailure(serverMessage(error) ?? ASSIGN_FAILED_TEXT);
    }
  });

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit} aria-label="Assign task">
        <DialogTitle id={titleId}>Assign task</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {task.title} ({task.patientName})
          </DialogContentText>
          {loadFailure ? (
            <LoadError title="Error fetching the care team" error={loadFailure.error} onRetry={loadFailure.retry} />
          ) : (
            <FormSelectField
              control={control}
              name="assigneeId"
              label="Assign to"
              options={options}
              placeholder={assignees ? 'Choose…' : 'Loading…'}
              placeholderDisabled
              fullWidth
              sx={{ mt: 1 }}
            />
          )}
          <DialogFailure failure={failure} />
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={formState.isSubmitting}>
          Assign
        </FormDialogActions>
      </form>
    </Dialog>
  );
}
