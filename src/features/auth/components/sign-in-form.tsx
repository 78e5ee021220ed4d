import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginBodySchema, type LoginBody } from '@contracts/auth';
import { FormTextField } from '@/components/form/form-text-field';
import { getErrorMessage } from '@/lib/api-client';
import { useLogin } from '@/api/auth/login';

interface SignInFormProps {
  onCodeSent: (email: string) => void;
}

export function SignInForm({ onCodeSent }: SignInFormProps) {
  const { trigger, isMutating } = useLogin();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const reply = await trigger(values);
      onCodeSent(reply.email || values.email);
    } catch (e) {
      setError(getErrorMessage(e, 'We could not sign you in. Please try again.'));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      {error && <Alert severity="error">{error}</Alert>}
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
      <FormTextField control={control} name="password" label="Password" type="password" autoComplete="current-password" required />
      <Button type="submit" variant="contained" size="large" loading={isMutating}>
        Sign in
      </Button>
    </Stack>
  );
}
