import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';

// The one US phone rule of both sides (libphonenumber's metadata is the only dependency contracts take besides zod).

export const US_PHONE_MESSAGE = 'Enter a valid US phone number';

export const isUsPhone = (value: string) => isValidPhoneNumber(value, 'US');

/** One canonical form (E.164), as the server stores it, whatever was typed: "(202) 555-0143" -> "+12025550143"; null if not a US number. */
export function toUsE164(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value, 'US');
  return parsed && parsed.isValid() && parsed.country === 'US' ? (parsed.number as string) : null;
}

/** A required US number, sent in E.164. */
export const usPhoneSchema = z
  .string()
  .trim()
  .refine((v) => toUsE164(v) !== null, US_PHONE_MESSAGE)
  .transform((v) => toUsE164(v) as string);

/** A US number or nothing: empty stays empty (a profile form does not erase a number it leaves blank). */
export const optionalUsPhoneSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || toUsE164(v) !== null, US_PHONE_MESSAGE)
  .transform((v) => (v === '' ? v : (toUsE164(v) as string)));

// Showing a number needs no libphonenumber: phoneForDisplay is in ./phone-display.
