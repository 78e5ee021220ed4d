import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormTextField } from '@/components/form/form-text-field';
import { SectionCard } from '@/components/section-card';
import { serverMessage } from '@/lib/api-errors';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toastSuccess } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useChangePassword } from '@/api/account/change-password';
import { EMPTY_PASSWORDS, PASSWORD_CHANGE_FAILED_TEXT, PASSWORD_HINT, passwordFormSchema } from '@/features/account/lib/password-form';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/**
 * Change the password with the current one. The server signs every other session out; the outcome (or what was
 * wrong: a wrong current password, a weak new one, too many tries) is said under the form.
 */
export function PasswordCard() {
  const { trigger, isMutating } = useChangePassword();
  const { control, handleSubmit, reset, setError } = useZodForm(passwordFormSchema, EMPTY_PASSWORDS);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(null);
    try {
      const reply = await trigger({ currentPassword, newPassword });
      reset(EMPTY_PASSWORDS);
      const text = reply.message ?? 'Password changed.';
      setOutcome({ severity: 'success', text });
      toastSuccess(text);
    } catch (error) {
      showServerFieldErrors(error, setError, (path) => ((FIELDS as readonly string[]).includes(path) ? path : undefined));
      setOutcome({ severity: 'error', text: serverMessage(error) ?? PASSWORD_CHANGE_FAILED_TEXT });
    }
  });

  return (
    <SectionCard title="Password">
      <Box component="form" noValidate onSubmit={submit} aria-label="Change password">
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
          />
          <FormTextField
            control={control}
            name="newPassword"
            label="New password"
            type="password"
            autoComplete="new-password"
            helperText={PASSWORD_HINT}
            required
            maxLength={200}
          />
          <FormTextField
            control={control}
            name="confirmPassword"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            maxLength={200}
          />
        </Stack>
        <Button type="submit" variant="contained" loading={isMutating} sx={{ mt: 2.5 }}>
          Change password
        </Button>
        {outcome && (
          <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'} sx={{ mt: 2 }}>
            {outcome.text}
          </Alert>
        )}
      </Box>
    </SectionCard>
  );
}
