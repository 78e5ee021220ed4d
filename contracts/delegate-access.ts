import { z } from 'zod';
import { delegateAccessSchema } from './auth';
import { envelope } from './common';

/** GET /…/delegate-access/owned: the accesses the signed-in user has given, newest first (revoked ones included, INACTIVE). */
export const ownedDelegateAccessesReplySchema = envelope(z.object({ delegateAccesses: z.array(delegateAccessSchema) }));

/**
 * POST /…/delegate-access: let another staff member act for you, named by the e-mail of their account.
 * Accounts are created by an administrator; patients and super admins cannot be delegates.
 */
export const createDelegateAccessBodySchema = z.object({ email: z.email().trim().toLowerCase().max(254) });
export type CreateDelegateAccessBody = z.infer<typeof createDelegateAccessBodySchema>;
export const delegateAccessReplySchema = envelope(delegateAccessSchema);
