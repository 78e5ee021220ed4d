import { useState, type FormEvent } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { getErrorMessage } from '@/lib/error-message';

/**
 * A form's submit whose failure shows as one banner (the server's message, else `fallback`). Each new attempt clears
 * the last banner first, also when the fields stop the attempt before anything is sent.
 */
export function useBannerSubmit<V extends FieldValues, O>(
  handleSubmit: UseFormHandleSubmit<V, O>,
  send: (values: O) => Promise<void>,
  fallback: string,
) {
  const [error, setError] = useState<string | null>(null);
  const submit = handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (e) {
      setError(getErrorMessage(e, fallback));
    }
  });
  const onSubmit = (event: FormEvent) => {
    setError(null);
    // The checks themselves may fail to run (their code could not be downloaded): that is a failure to show too.
    return submit(event).catch((e: unknown) => setError(getErrorMessage(e, fallback)));
  };
  return { error, onSubmit };
}
