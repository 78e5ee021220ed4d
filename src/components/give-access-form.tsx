import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FIELD_MAX, formResolver } from '@/lib/form-resolver';
import { FormTextField } from '@/components/form/form-text-field';
import { fieldDetails, messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';

export const CREATE_FAILED_TEXT = 'Failed to create delegate access';

const giveAccessSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(FIELD_MAX.email)),
});
type GiveAccessInput = z.input<typeof giveAccessSchema>;
type GiveAccessOutput = z.output<typeof giveAccessSchema>;

interface GiveAccessFormProps {
  /** Gives access to the staff member with this e-mail. */
  onGive: (body: GiveAccessOutput) => Promise<{ message?: string }>;
}

export function GiveAccessForm({ onGive }: GiveAccessFormProps) {
  const { control, handleSubmit, reset, setError, formState } = useForm<GiveAccessInput, unknown, GiveAccessOutput>({
    resolver: formResolver(giveAccessSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const reply = await onGive(body);
      reset({ email: '' });
      toastSuccess(reply.message);
    } catch (error) {
      const detail = fieldDetails(error).find((d) => d.path === 'email');
      if (detail) setError('email', { message: detail.message });
      toastFailure(messageOr(error, CREATE_FAILED_TEXT));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Give access"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}
    >
      <Box sx={{ flex: '1 1 280px' }}>
        <FormTextField
          control={control}
          name="email"
          label="Delegate's email"
          type="email"
          autoComplete="off"
          required
          maxLength={FIELD_MAX.email}
          helperText="The email of their staff account on this platform."
        />
      </Box>
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting} sx={{ minHeight: 56 }}>
        Give access
      </Button>
    </Box>
  );
}
