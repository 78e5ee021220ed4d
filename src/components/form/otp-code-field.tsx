import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { OTP_LENGTH, verifyOtpBodySchema } from '@contracts/auth';
import { useZodForm } from '@/lib/use-zod-form';
import { FormTextField } from './form-text-field';

const otpCodeSchema = verifyOtpBodySchema.pick({ code: true });
type OtpCodeValues = z.output<typeof otpCodeSchema>;

/** A form holding one verification code, checked as the server checks it ("Enter the 6-digit code"). */
export function useOtpCodeForm() {
  return useZodForm(otpCodeSchema, { code: '' });
}

/** "Verification code": the digits of a code sent by e-mail or text message, offered by the phone's keyboard and autofill. */
export function OtpCodeField({ control }: { control: Control<OtpCodeValues, unknown, OtpCodeValues> }) {
  return (
    <FormTextField
      control={control}
      name="code"
      label="Verification code"
      autoComplete="one-time-code"
      required
      autoFocus
      maxLength={OTP_LENGTH}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
    />
  );
}
