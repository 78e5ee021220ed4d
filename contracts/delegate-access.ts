import { z } from 'zod';
import { delegateAccessSchema } from './auth';
import { envelope } from './common';

/** GET /…/delegate-access/owned: the accesses the signed-in user has given, newest first (revoked ones included, INACTIVE). */
export const ownedDelegateAccessesReplySchema = envelope(z.object({ delegateAccesses: z.array(delegateAccessSchema) }));

/**
 * POST /…/delegate-access: let someone act for you. An existing staff account is linked by e-mail; an unknown
 * e-mail gets a new account (names required) and an e-mail telling them how to sign in.
 */
export const createDelegateAccessBodySchema = z.object({
  email: z.email().trim().toLowerCase().max(254),
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().min(1).max(100).optional(),
});
export type CreateDelegateAccessBody = z.infer<typeof createDelegateAccessBodySchema>;
export const delegateAccessReplySchema = envelope(delegateAccessSchema);
