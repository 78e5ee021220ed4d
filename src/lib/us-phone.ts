import { isValidPhoneNumber, parsePhoneNumberFromString, parsePhoneNumberWithError } from 'libphonenumber-js';
import { z } from 'zod';

export const US_PHONE_MESSAGE = 'Enter a valid US phone number';

export const isUsPhone = (value: string) => isValidPhoneNumber(value, 'US');

/** One canonical form (E.164), as the server stores it, whatever was typed: "(202) 555-0143" -> "+12025550143". */
export const toE164 = (value: string) => parsePhoneNumberWithError(value, 'US').number as string;

/** A required US number, sent in E.164. */
export const usPhoneSchema = z.string().trim().refine(isUsPhone, US_PHONE_MESSAGE).transform(toE164);

/** A US number or nothing: empty stays empty (a profile form does not erase a number it leaves blank). */
export const optionalUsPhoneSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || isUsPhone(v), US_PHONE_MESSAGE)
  .transform((v) => (v === '' ? v : toE164(v)));

/** A US number on file reads as "(202) 555-0143" rather than "+12025550143"; anything else as stored. */
export function phoneForDisplay(phone: string | null | undefined): string {
  if (!phone) return '';
  const parsed = parsePhoneNumberFromString(phone, 'US');
  return parsed?.country === 'US' && parsed.isValid() ? parsed.formatNational() : phone;
}
