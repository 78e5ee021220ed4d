import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, passwordSchema } from '@contracts/auth';

export const PASSWORD_CHANGED_TEXT = 'Password changed.';
export const PASSWORD_CHANGE_FAILED_TEXT = 'Failed to change your password';
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. Use one you use nowhere else.`;

/** The change-password form: the sign-up rule for the new password, typed twice. */
export const passwordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, 'Type the new password again'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'The two new passwords differ' })
  .refine((v) => v.newPassword === '' || v.currentPassword !== v.newPassword, {
    path: ['newPassword'],
    message: 'Choose a new password that differs from the current one',
  });
export type PasswordFormInput = z.input<typeof passwordFormSchema>;

export const EMPTY_PASSWORDS: PasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };
