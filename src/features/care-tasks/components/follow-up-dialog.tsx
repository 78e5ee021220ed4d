import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { z } from 'zod';
import { createCareTaskBodySchema, type CreateCareTaskBody } from '@contracts/care-tasks';
import { limitedText, TEXT_LIMITS } from '@contracts/text-limits';
import { dueFrom, localDay, PAST_DUE_MESSAGE } from '@contracts/event-times';
import { FormSelectField } from '@/components/form/form-select-field';
import { FormTextField } from '@/components/form/form-text-field';
import { DialogFailure, FormDialogActions } from '@/components/form-dialog-actions';
import { SearchField } from '@/components/search-field';
import { serverMessage } from '@/lib/api-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useCarePatients } from '@/api/patients/get-care-patients';

export const FOLLOW_UP_FAILED_TEXT = 'Failed to open the follow-up';

const followUpSchema = z.object({
  patientId: z.string().min(1, 'Choose a patient'),
  title: createCareTaskBodySchema.shape.title,
  detail: limitedText(TEXT_LIMITS.detail),
  dueAt: z.iso.date('Enter a due date').refine((due) => dueFrom(due), PAST_DUE_MESSAGE),
});

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

interface FollowUpDialogProps {
  onClose: () => void;
  create: (body: CreateCareTaskBody) => Promise<unknown>;
}

/** Open a follow-up about a patient, found by name, e-mail or phone. Mount it only while open. */
export function FollowUpDialog({ onClose, create }: FollowUpDialogProps) {
  const { control, handleSubmit, formState } = useZodForm(followUpSchema, { patientId: '', title: '', detail: '', dueAt: tomorrow() });
  const [search, setSearch] = useState('');
  const patients = useCarePatients({ page: 1, limit: 20, sort: 'name:asc', search });
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const options = (patients.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.firstName} ${p.lastName} (${p.email})` }));

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await create(values);
      onClose();
    } catch (error) {
      setFailure(serverMessage(error) ?? FOLLOW_UP_FAILED_TEXT);
    }
  });

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit} aria-label="New follow-up">
        <DialogTitle id={titleId}>New follow-up</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <SearchField label="Find a patient" helperText="Name, email or phone number" value={search} onSearch={setSearch} fullWidth />
            <FormSelectField
              control={control}
              name="patientId"
              label="Patient"
              options={options}
              placeholder={patients.data ? (options.length ? 'Choose…' : 'No patient matches') : 'Loading…'}
              placeholderDisabled
              fullWidth
            />
            <FormTextField control={control} name="title" label="Title" required limit={TEXT_LIMITS.title} fullWidth />
            <FormTextField
              control={control}
              name="detail"
              label="Detail (optional)"
              multiline
              minRows={3}
              limit={TEXT_LIMITS.detail}
              fullWidth
            />
            <FormTextField
              control={control}
              name="dueAt"
              label="Due date"
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localDay() } }}
            />
          </Stack>
          <DialogFailure failure={failure} />
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={formState.isSubmitting}>
          Open follow-up
        </FormDialogActions>
      </form>
    </Dialog>
  );
}
