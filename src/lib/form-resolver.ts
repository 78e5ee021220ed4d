import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { personInput } from '@contracts/person';

/** The server's length limits for the fields forms share (contracts/person.ts and contracts/auth.ts). */
export const FIELD_MAX = {
  name: personInput.name.maxLength ?? 100,
  email: 254,
  password: 200,
  phone: personInput.phone.maxLength ?? 30,
  address: personInput.addressLine.maxLength ?? 200,
  city: personInput.city.maxLength ?? 100,
} as const;

/**
 * Words a person can act on for the checks a schema states without a message of its own ("Too big: expected string
 * to have <=100 characters" becomes "Use at most 100 characters"). A schema's own message always wins.
 */
export function humanIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string' ? `Use at most ${String(issue.maximum)} characters` : `Enter at most ${String(issue.maximum)}`;
    case 'too_small':
      if (issue.origin !== 'string') return `Enter at least ${String(issue.minimum)}`;
      return Number(issue.minimum) <= 1 ? 'Required' : `Use at least ${String(issue.minimum)} characters`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Enter a valid email address' : 'Check the format of this field';
    case 'invalid_value':
      return 'Choose one of the options';
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === '' ? 'Required' : 'Check this field';
    default:
      return 'Check this field';
  }
}

/** A react-hook-form resolver for a zod schema whose unworded checks speak as `humanIssue` says. */
export function formResolver<I extends FieldValues, O>(schema: z.ZodType<O, I>): Resolver<I, unknown, O> {
  return zodResolver(schema, { error: humanIssue }) as Resolver<I, unknown, O>;
}
