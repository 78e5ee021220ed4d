import { z } from 'zod';

// The one NPI rule of both sides: a National Provider Identifier is 10 digits whose last is a Luhn check digit
// computed over the prefix 80840 (the card issuer prefix of US health identifiers) and the first nine digits.

export const NPI_MESSAGE = 'Enter a valid 10-digit NPI';

/** Whether `npi` is 10 digits with a valid check digit ("1234567893" is; "1234567890" is not). */
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  const digits = `80840${npi.slice(0, 9)}`;
  let sum = 0;
  // Luhn from the right of the payload: every other digit, starting with the rightmost, is doubled.
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10 === Number(npi[9]);
}

export const npiSchema = z.string().trim().refine(isValidNpi, NPI_MESSAGE);
