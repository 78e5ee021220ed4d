import { z } from 'zod';

/**
 * How long a person's own words may be, one rule for the contract and the field's counter: the server refuses a text
 * over its limit with this message (never cuts it), and the form shows "n / limit" beside the field and says the same
 * message before sending. Lengths are counted as the contract counts them, after trimming.
 */
export const TEXT_LIMITS = {
  /** A task's or an item's title. */
  title: 200,
  /** A reason (to cancel, to reopen), a short note. */
  reason: 500,
  /** A task's detail, what was done, a partner's or a doctor's note on an order. */
  detail: 2000,
  /** A note in a patient's record, a care session's clinical notes. */
  note: 5000,
} as const;

const count = (n: number) => n.toLocaleString('en-US');

/** The message of a text over its limit: "Use at most 5,000 characters". */
export const tooLongMessage = (max: number) => `Use at most ${count(max)} characters`;

/** The counter beside a field: "5,123 / 5,000 characters". */
export const counterText = (length: number, max: number) => `${count(length)} / ${count(max)} characters`;

/** The length the contract checks: the text as it will be saved. */
export const textLength = (value: string) => value.trim().length;

/** A trimmed text of at most `max` characters; over it, refused with tooLongMessage. */
export const limitedText = (max: number) => z.string().trim().max(max, tooLongMessage(max));
