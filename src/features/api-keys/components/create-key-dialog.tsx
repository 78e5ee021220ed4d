import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { API_KEY_SCOPE_INFO, apiKeyScopeSchema, type ApiKeyScope, type CreateApiKeyBody, type CreatedApiKey } from '@contracts/api-keys';
import { FormTextField } from '@/components/form/form-text-field';
import { DialogFailure, FormDialogActions } from '@/components/form-dialog-actions';
import { serverMessage } from '@/lib/api-errors';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { CREATE_FAILED_TEXT, SECRET_COPIED_TEXT, SECRET_WARNING_TEXT } from '@/features/api-keys/lib/texts';

const formSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(100, 'Use at most 100 characters'),
  scopes: z.array(apiKeyScopeSchema).min(1, 'Choose at least one scope'),
});

interface CreateKeyDialogProps {
  /** The scopes the signed-in role may give a key. */
  scopes: readonly ApiKeyScope[];
  create: (body: CreateApiKeyBody) => Promise<CreatedApiKey>;
  onClose: () => void;
}

/** Name a new key and choose its scopes; then its secret, shown this once, to copy. Mount it only while open. */
export function CreateKeyDialog({ scopes, create, onClose }: CreateKeyDialogProps) {
  const { control, handleSubmit, setError, formState } = useZodForm(formSchema, {
    name: '',
    scopes: scopes.length === 1 ? [...scopes] : [],
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      setCreated(await create(values));
    } catch (error) {
      showServerFieldErrors(error, setError, (path) => (path === 'name' || path === 'scopes' ? path : undefined));
      setFailure(serverMessage(error) ?? CREATE_FAILED_TEXT);
    }
  });

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.secret);
      toastSuccess(SECRET_COPIED_TEXT);
    } catch {
      toastFailure('Could not copy the key: select it and copy it yourself.');
    }
  };

  if (created) {
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="api-key-created-title">
        <DialogTitle id="api-key-created-title" component="h2">
          Your new API key
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="warning">{SECRET_WARNING_TEXT}</Alert>
            <TextField
              label={`API key "${created.key.name}"`}
              value={created.secret}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
              onFocus={(e) => e.target.select()}
            />
            <div>
              <Button variant="outlined" startIcon={<ContentCopyOutlined aria-hidden />} onClick={() => void copy()}>
                Copy key
              </Button>
            </div>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="api-key-create-title">
      <form noValidate onSubmit={submit} aria-label="Create API key">
        <DialogTitle id="api-key-create-title" component="h2">
          Create API key
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={control} name="name" label="Name" required maxLength={100} helperText="What uses it, e.g. your CRM." />
            <Controller
              control={control}
              name="scopes"
              render={({ field, fieldState }) => (
                <FormControl component="fieldset" error={Boolean(fieldState.error)}>
                  <FormLabel component="legend">What it may do</FormLabel>
                  <FormGroup>
                    {scopes.map((scope) => (
                      <FormControlLabel
                        key={scope}
                        label={`${API_KEY_SCOPE_INFO[scope].label} (${scope})`}
                        control={
                          <Checkbox
                            checked={field.value.includes(scope)}
                            onChange={(event) =>
                              field.onChange(event.target.checked ? [...field.value, scope] : field.value.filter((s) => s !== scope))
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  <FormHelperText>{fieldState.error?.message ?? 'Give a key only what it needs.'}</FormHelperText>
                </FormControl>
              )}
            />
          </Stack>
          <DialogFailure failure={failure} />
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={formState.isSubmitting}>
          Create key
        </FormDialogActions>
      </form>
    </Dialog>
  );
}
