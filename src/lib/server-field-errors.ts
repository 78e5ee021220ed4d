import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldDetails } from './api-errors';

/** Puts a 400 reply's per-field details under the matching fields; `fieldOf` maps a detail's path to a field. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: (path: string) => string | undefined,
) {
  for (const { path, message } of fieldDetails(error)) {
    const field = fieldOf(path);
    if (field) setError(field as Path<T>, { message });
  }
}

/** A `fieldOf` for showServerFieldErrors: a detail's path (`email` or `body.email`) as the one of `names` it ends with. */
export const fieldNamed =
  (names: readonly string[]) =>
  (path: string): string | undefined =>
    names.find((f) => path === f || path.endsWith(`.${f}`));
