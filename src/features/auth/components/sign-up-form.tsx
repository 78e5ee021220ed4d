import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, signUpPatientBodySchema, signUpSalesPersonBodySchema } from '@contracts/auth';
import { ContactFields } from '@/components/form/contact-fields';
import { FormTextField } from '@/components/form/form-text-field';
import { FIELD_MAX } from '@/lib/form-resolver';
import { useZodForm } from '@/lib/use-zod-form';
import { usPhoneSchema } from '@contracts/us-phone';
import { useSignUpPatient } from '@/api/auth/sign-up-patient';
import { useSignUpSalesPerson } from '@/api/auth/sign-up-sales-person';
import { useBannerSubmit } from '@/features/auth/lib/use-banner-submit';

const MAX_DESIRED_INCOME = 100_000_000;

const signUpFormSchema = signUpPatientBodySchema.extend({
  phoneNumber: usPhoneSchema,
  desireIncome: z
    .string()
    .trim()
    .regex(/^\d{0,9}$/, 'Enter a whole number of dollars')
    .refine((v) => v === '' || Number(v) <= MAX_DESIRED_INCOME, 'Enter an amount up to $100,000,000')
    .transform((v) => (v === '' ? undefined : Number(v)))
    .pipe(signUpSalesPersonBodySchema.shape.desireIncome),
});

interface SignUpFormProps {
  variant: 'patient' | 'sales';
  onCodeSent: (email: string) => void;
}

/** Patient and sales-person sign-up: both answer like login (a code is sent) and continue into the OTP step. */
export function SignUpForm({ variant, onCodeSent }: SignUpFormProps) {
  const patient = useSignUpPatient();
  const sales = useSignUpSalesPerson();
  const { control, handleSubmit } = useZodForm(signUpFormSchema, {
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    password: '',
    desireIncome: '',
  });

  const { error, onSubmit } = useBannerSubmit(
    handleSubmit,
    async ({ desireIncome, ...body }) => {
      const reply =
        variant === 'sales'
          ? await sales.trigger({ ...body, ...(desireIncome === undefined ? {} : { desireIncome }) })
          : await patient.trigger(body);
      onCodeSent(reply.email || body.email);
    },
    'We could not create your account. Please try again.',
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      {error && <Alert severity="error">{error}</Alert>}
      <ContactFields control={control} phoneName="phoneNumber" />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={FIELD_MAX.password}
        helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
      />
      {variant === 'sales' && (
        <FormTextField
          control={control}
          name="desireIncome"
          label="Desired yearly income (USD, optional)"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
      <Button type="submit" variant="contained" size="large" loading={patient.isMutating || sales.isMutating}>
        Create account
      </Button>
    </Stack>
  );
}
