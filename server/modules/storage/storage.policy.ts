// Read-only joins: intakes (the intake module's), read in a subquery to tell whose intake a file came with.
import { ROLES, type Role } from '#contracts/common';
import type { Policy } from '#server/platform/access/policy';
import type { Database } from '#server/platform/db/schema';

/**
 * A stored file someone may read by its key (GET /storage/public-url): their own, uploaded by their account or by the
 * person acting (a delegate's, an administrator acting as them) or with one of their intakes, and any partner's logo
 * (shown to every patient on the partner's intake); every file for a super admin.
 */
const ownFiles: Policy<Database, 'uploads'>[Role] = (a) => (eb) => {
  const userIds = [...new Set([a.userId, a.actorId])];
  return eb.or([
    eb('uploads.purpose', '=', 'partner-logo'),
    eb('uploads.user_id', 'in', userIds),
    eb('uploads.intake_id', 'in', eb.selectFrom('intakes').select('intakes.id').where('intakes.user_id', 'in', userIds)),
  ]);
};
export const readableUploadsPolicy: Policy<Database, 'uploads'> = {
  ...Object.fromEntries(ROLES.map((role) => [role, ownFiles])),
  SUPER_ADMIN: 'ALL',
};
