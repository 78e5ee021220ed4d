import type { Policy } from '#server/platform/access/policy';
import type { Database } from '#server/platform/db/schema';

/** Who lists and manages every account (users, admins, health professionals): super admins. */
export const usersPolicy: Policy<Database, 'users'> = { SUPER_ADMIN: 'ALL' };
