import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { serverMessage } from '@/lib/api-errors';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useSaveChanges } from '@/lib/use-save-changes';
import { useZodForm } from '@/lib/use-zod-form';

export const PROFILE_SAVED_TEXT = 'Profile updated successfully';
export const PROFILE_SAVE_FAILED_TEXT = 'Failed to update profile';

type Changes<F extends string> = Partial<Record<F, string>>;

/** The body to send: only the filled-in fields that differ from what is on file (an emptied field is kept, not erased). */
export function changedFields<F extends string>(fields: readonly F[], values: Record<F, string>, saved: Partial<Record<F, unknown>>) {
  const body: Changes<F> = {};
  for (const field of fields) {
    const value = values[field];
    if (value !== '' && value !== (saved[field] ?? '')) body[field] = value;
  }
  return body;
}

interface ProfileFormOptions<F extends string, I extends FieldValues, O extends Record<F, string>, P> {
  schema: z.ZodType<O, I>;
  /** The fields the form edits (and the server may name in a 400 reply). */
  fields: readonly F[];
  profile: P & Partial<Record<F, unknown>>;
  toForm: (profile: P) => DefaultValues<I>;
  save: (body: Changes<F>) => Promise<{ data: P; message?: string }>;
  /** The toast after a save: by default the server's message, else "Profile updated successfully". */
  savedText?: (message: string | undefined) => string;
  /** After a save, with the saved profile and what was sent; the form then starts again from the saved profile. */
  onSaved: (profile: P, body: Changes<F>) => void;
}

/** An edit-your-details form: sends only what changed, then toasts the outcome and shows the server's field errors. */
export function useProfileForm<F extends string, I extends FieldValues, O extends Record<F, string>, P>({
  schema,
  fields,
  profile,
  toForm,
  save,
  savedText = (message) => message ?? PROFILE_SAVED_TEXT,
  onSaved,
}: ProfileFormOptions<F, I, O, P>) {
  const { control, handleSubmit, reset, setError } = useZodForm(schema, toForm(profile));
  const { nothingToSave, submit } = useSaveChanges({
    changed: (values: O) => changedFields(fields, values, profile),
    save,
    onSaved: (reply, body) => {
      onSaved(reply.data, body);
      reset(toForm(reply.data));
      toastSuccess(savedText(reply.message));
    },
    onFailed: (error) => {
      showServerFieldErrors(error, setError, (path) => ((fields as readonly string[]).includes(path) ? path : undefined));
      toastFailure(serverMessage(error) ?? PROFILE_SAVE_FAILED_TEXT);
    },
  });
  return { control, nothingToSave, onSubmit: handleSubmit(submit) };
}
