import { policyFilter, type Filter, type Policy } from '#server/platform/access/policy';
import type { Ctx } from '#server/platform/context';
import type { Database } from '#server/platform/db/schema';

/**
 * Which intakes a signed-in user reaches without the intake's token: a patient their own (the account a checkout or a
 * renewal tied it to). Staff read intake answers through the order an intake made (the orders module).
 */
export const intakesPolicy: Policy<Database, 'intakes'> = {
  PATIENT: (a) => (eb) => eb('intakes.user_id', '=', a.userId),
};

/**
 * The intakes this caller reaches: those whose secret token it holds (`ctx.intakeTokenHash`, set once the token
 * matched: an anonymous intake, a renewal's), and those the intakes policy gives its actor. Every read and write of an
 * intake's row carries it in its WHERE.
 */
export const intakeAccess =
  (ctx: Pick<Ctx, 'actor' | 'intakeTokenHash'>): Filter<Database, 'intakes'> =>
  (eb) => {
    const owner = policyFilter(intakesPolicy, ctx.actor)(eb);
    return ctx.intakeTokenHash ? eb.or([eb('intakes.token_hash', '=', ctx.intakeTokenHash), owner]) : owner;
  };

/** The same work by a caller who holds the intake token with this hash (it just made the intake, or the token matched). */
export const holdingIntakeToken = (ctx: Ctx, tokenHash: string): Ctx => ({ ...ctx, intakeTokenHash: tokenHash });
