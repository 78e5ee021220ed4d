import type { Policy } from '#server/platform/access/policy';
import type { Database } from '#server/platform/db/schema';

/**
 * Which doctor records each role may manage (the admin's `/super-admin/doctors`): an administrator all of them. A
 * doctor reads their own through `/doctors/profile` (accounts.service.ts), never this list; every other role sees none.
 */
export const doctorsPolicy: Policy<Database, 'doctors'> = { SUPER_ADMIN: 'ALL' };
