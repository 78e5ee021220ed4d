import { zipStateMismatch, US_STATE_ZIPS } from '#contracts/us-zip';
import { badRequest } from '#server/platform/errors';

/** The states we treat patients in, with their names: the table that also holds each state's ZIP prefixes. */
export const US_STATES: readonly { code: string; name: string }[] = US_STATE_ZIPS.map(({ code, name }) => ({ code, name }));

export const isUsState = (code: string) => US_STATES.some((s) => s.code === code);

/** A US state code, upper-cased, or a 400 on the given field. */
export function usState(value: string, path: string): string {
  const code = value.toUpperCase();
  if (!isUsState(code)) throw badRequest('Choose a US state', [{ path, message: 'Choose a US state' }]);
  return code;
}

/** A 400 on the ZIP field when the ZIP code belongs to another state than the address's ("This ZIP code is in ..."). */
export function checkZipInState(zip: string | null | undefined, state: string | null | undefined, path: string): void {
  const message = zipStateMismatch(zip, state);
  if (message) throw badRequest(message, [{ path, message }]);
}
