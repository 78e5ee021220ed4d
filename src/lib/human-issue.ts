import type { z } from 'zod';

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
