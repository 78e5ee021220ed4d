import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { humanIssue } from './human-issue';
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

/** A react-hook-form resolver for a zod schema whose unworded checks speak as `humanIssue` says. */
export function formResolver<I extends FieldValues, O>(schema: z.ZodType<O, I>): Resolver<I, unknown, O> {
  return zodResolver(schema, { error: humanIssue }) as Resolver<I, unknown, O>;
}
