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

/**
 * 13 to 19 digits, in groups separated by single spaces or dashes, as a card number is typed or printed; only a whole
 * run of digits counts, so that a longer one (a uuid of digits, say) is not taken for a card by a part of it. The run
 * must stand on its own, as a card number typed into a field or a sentence does: digits inside a word, an e-mail
 * address, a path or a reference (`casey.1795921730416@example.test`, `INV-4242424242424242`) are not a card.
 */
const CARD_RUN = /(?<![\w.@/+-])(?<!\d )\d(?:[ -]?\d){12,18}(?![\w@/+-]|[ ]\d|\.\w)/g;

/**
 * The first digit of a payment card's number (its Major Industry Identifier, ISO/IEC 7812) is 2 to 6 for the card
 * networks (Mastercard 2 and 5, Amex, Diners and JCB 3, Visa 4, Maestro 5 and 6, Discover and UnionPay 6). A run that
 * starts otherwise is not a card: a millisecond timestamp (`CRM 1795934362074`, which passes Luhn) is not refused.
 */
const CARD_NETWORK = /^[2-6]/;

/**
 * True for a string (or number) that holds something looking like a card number, alone or within text ("card 4242
 * 4242 4242 4242"): a run of 13 to 19 digits that starts as a card network's numbers do and passes the Luhn check.
 */
export function looksLikeCardNumber(value: string | number): boolean {
  const text = typeof value === 'number' ? (Number.isInteger(value) ? BigInt(value).toString() : '') : value;
  if (text.length < 13) return false;
  for (const [run] of text.matchAll(CARD_RUN)) {
    const digits = run.replace(/[ -]/g, '');
    // All one digit (0000 0000 0000 0000) passes Luhn but is a placeholder, not a card.
    if (CARD_NETWORK.test(digits) && !/^(\d)\1*$/.test(digits) && passesLuhn(digits)) return true;
  }
  return false;
}
