/**
 * Card numbers are recognized, never kept: the browser checks what is typed in the sandbox's card fields, the sandbox
 * tokenizer checks what it is sent, and the API refuses a body carrying one (server/platform/http/card-guard.ts).
 */

/** The Luhn checksum every card number passes (it catches a mistyped digit). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** 13 to 19 digits, in groups separated by single spaces or dashes, as a card number is typed or printed. */
const CARD_SHAPE = /^\d(?:[ -]?\d){12,18}$/;

/** True for a string (or number) that looks like a card number: its shape and a passing Luhn checksum. */
export function looksLikeCardNumber(value: string | number): boolean {
  const text = typeof value === 'number' ? (Number.isInteger(value) ? BigInt(value).toString() : '') : value.trim();
  if (text.length < 13 || text.length > 40 || !CARD_SHAPE.test(text)) return false;
  const digits = text.replace(/[ -]/g, '');
  // All one digit (0000 0000 0000 0) passes Luhn but is a placeholder, not a card.
  return !/^(\d)\1*$/.test(digits) && passesLuhn(digits);
}
