import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { loginBodySchema, type LoginBody } from '@contracts/auth';
import { FIELD_MAX, formResolver } from '@/lib/form-resolver';
import { FormTextField } from '@/components/form/form-text-field';
import { useLogin } from '@/api/auth/login';
import { useBannerSubmit } from '@/features/auth/lib/use-banner-submit';

interface SignInFormProps {
  onCodeSent: (email: string) => void;
}

export function SignInForm({ onCodeSent }: SignInFormProps) {
  const { trigger, isMutating } = useLogin();
  const { control, handleSubmit } = useForm<LoginBody>({
    resolver: formResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { error, onSubmit } = useBannerSubmit(
    handleSubmit,
    async (values) => {
      const reply = await trigger(values);
      onCodeSent(reply.email || values.email);
    },
    'We could not sign you in. Please try again.',
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      {error && <Alert severity="error">{error}</Alert>}
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required maxLength={FIELD_MAX.email} />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={FIELD_MAX.password}
      />
      <Button type="submit" variant="contained" size="large" loading={isMutating}>
        Sign in
      </Button>
    </Stack>
  );
}
