import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js';
import { z } from 'zod';

export const US_PHONE_MESSAGE = 'Enter a valid US phone number';

/** A US number as typed, sent in E.164: "(202) 555-0143" -> "+12025550143". */
export const usPhoneSchema = z
  .string()
  .trim()
  .refine((v) => isValidPhoneNumber(v, 'US'), US_PHONE_MESSAGE)
  .transform((v) => parsePhoneNumberWithError(v, 'US').number as string);

/** For pre-filling a stored E.164 number in a field: "+12025550143" -> "(202) 555-0143". */
export function nationalPhone(e164: string | undefined): string {
  if (!e164) return '';
  try {
    return parsePhoneNumberWithError(e164, 'US').formatNational();
  } catch {
    return e164;
  }
}
