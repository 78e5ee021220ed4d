import type { Policy } from '#server/platform/access/policy';
import type { Database } from '#server/platform/db/schema';

/**
 * Which intakes a signed-in user reaches without the intake's token: a patient their own (the account a checkout or a
 * renewal tied it to). Staff read intake answers through the order an intake made (the orders module).
 */
export const intakesPolicy: Policy<Database, 'intakes'> = {
  PATIENT: (a) => (eb) => eb('intakes.user_id', '=', a.userId),
};
