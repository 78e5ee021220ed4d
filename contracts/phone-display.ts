// How a phone number on file reads, without libphonenumber (./us-phone checks numbers with it): showing a number needs
// no metadata, and every signed-in page shows some, so this stays small.

/** A US number: an optional +1 or 1, a 3-digit area code and a 7-digit number, neither starting with 0 or 1. */
const US_NUMBER = /^(?:\+?1)?([2-9]\d{2})([2-9]\d{2})(\d{4})$/;

/** A US number on file reads as "(202) 555-0143" rather than "+12025550143"; anything else as stored. */
export function phoneForDisplay(phone: string | null | undefined): string {
  if (!phone) return '';
  const match = US_NUMBER.exec(phone.replace(/[\s().-]/g, ''));
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
}
