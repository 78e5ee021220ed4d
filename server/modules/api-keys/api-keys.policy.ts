import type { Policy } from '#server/platform/access/policy';
import type { ApiKeysTable, Database } from '#server/platform/db/schema';

/** A key is its owner's alone (a delegate never holds the owner's keys: see the service); administrators see all. */
export const apiKeysPolicy: Policy<Database & { k: ApiKeysTable }, 'k'> = {
  SUPER_ADMIN: 'ALL',
  GYM_OWNER: (a) => (eb) => eb('k.user_id', '=', a.userId),
  DOCTOR: (a) => (eb) => eb('k.user_id', '=', a.userId),
  MEDICAL_PROVIDER: (a) => (eb) => eb('k.user_id', '=', a.userId),
};
