import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { TRAINING_AUDIENCES, type TrainingItem, type TrainingItemBody, type TrainingKind } from '@contracts/training';
import { FormSelectField } from '@/components/form/form-select-field';
import { FormTextField } from '@/components/form/form-text-field';
import { DialogFailure, FormDialogActions } from '@/components/form-dialog-actions';
import { ROLE_LABELS } from '@/config/roles';
import { serverMessage } from '@/lib/api-errors';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { ITEM_SAVE_FAILED_TEXT, formToBody, itemFormSchema, itemToForm } from '@/features/training/lib/item-form';

const KINDS = [
  { value: 'TRAINING', label: 'Training' },
  { value: 'RESOURCE', label: 'Resource' },
];
const FIELDS = ['kind', 'title', 'summary', 'body', 'url', 'audienceRoles'];

interface ItemDialogProps {
  /** The item to change; null to add one. */
  item: TrainingItem | null;
  kind: TrainingKind;
  onClose: () => void;
  save: (body: TrainingItemBody) => Promise<unknown>;
}

/** Add or change a training item or resource. Mount it only while open: its form starts from `item`. */
export function ItemDialog({ item, kind, onClose, save }: ItemDialogProps) {
  const { control, handleSubmit, setError, formState } = useZodForm(itemFormSchema, itemToForm(item, kind));
  const [failure, setFailure] = useState<string | null>(null);
  const title = item ? 'Edit item' : 'Add item';

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(formToBody(values));
      onClose();
    } catch (error) {
      showServerFieldErrors(error, setError, (path) => (FIELDS.includes(path) ? path : undefined));
      setFailure(serverMessage(error) ?? ITEM_SAVE_FAILED_TEXT);
    }
  });

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="training-item-dialog">
      <form noValidate onSubmit={submit} aria-label={title}>
        <DialogTitle id="training-item-dialog">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormSelectField control={control} name="kind" label="Kind" options={KINDS} placeholderDisabled />
            <FormTextField control={control} name="title" label="Title" required maxLength={200} />
            <FormTextField control={control} name="summary" label="Summary (optional)" maxLength={500} />
            <FormTextField
              control={control}
              name="body"
              label="Text"
              multiline
              minRows={5}
              helperText="The guide itself; or give a link below."
            />
            <FormTextField control={control} name="url" label="Link (optional)" placeholder="https://" maxLength={2000} />
            <Controller
              control={control}
              name="audienceRoles"
              render={({ field, fieldState }) => (
                <FormControl component="fieldset" error={Boolean(fieldState.error)}>
                  <FormLabel component="legend">Who sees it</FormLabel>
                  <FormGroup row>
                    {TRAINING_AUDIENCES.map((role) => (
                      <FormControlLabel
                        key={role}
                        label={ROLE_LABELS[role]}
                        control={
                          <Checkbox
                            checked={field.value.includes(role)}
                            onChange={(event) =>
                              field.onChange(event.target.checked ? [...field.value, role] : field.value.filter((r) => r !== role))
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
                </FormControl>
              )}
            />
          </Stack>
          <DialogFailure failure={failure} />
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={formState.isSubmitting}>
          {item ? 'Save item' : 'Add item'}
        </FormDialogActions>
      </form>
    </Dialog>
  );
}
