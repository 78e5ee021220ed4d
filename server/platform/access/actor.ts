import type { Role } from '#contracts/common';

/**
 * Who a piece of work is for, resolved once when the request is authenticated, so that access policies are plain
 * parameters (`orders.doctor_id = $1`) rather than subqueries the planner cannot index.
 */
export type Actor = {
  kind: 'user';
  /** Whose permissions and data apply: the owner when acting through a delegate access. */
  userId: string;
  role: Role;
  /** The person acting: differs from userId for delegate tokens. */
  actorId: string;
  /** Null for an account vouched for by other proof than a session (an intake's token, a code sent to its phone). */
  sessionId: string | null;
  delegateAccessId: string | null;
  /** The user's own record in each audience's table, when they have one. */
  patientId: string | null;
  doctorId: string | null;
  partnerId: string | null;
  /** For doctors: the partners whose assigned doctor they are (their patients are the doctor's too). */
  partnerIdsOfDoctor: readonly string[];
  /** Set when the call came with an API key (acting as its owner, within its scopes): every audit row names it. */
  apiKeyId?: string;
  /** For sales people: their record in sales_people (the partners they brought in name it). */
  salesPersonId: string | null;
};

/** An administrator's acting session ("act as"): the actor differs from the user, with no delegate access between them. */
export const isActingAs = (actor: Actor): boolean => actor.actorId !== actor.userId && actor.delegateAccessId === null;

/** Background work no user asked for (jobs, the demo seed): every row, audited as SYSTEM. */
export type SystemActor = { kind: 'system'; reason: string };

/** Someone without an account yet (an intake carried by its own token, a sign-in in progress). */
export type AnonymousActor = { kind: 'anonymous' };

export type AnyActor = Actor | SystemActor | AnonymousActor;

/** The explicit, greppable way to work without a user's scope. Keep its uses rare: jobs and start-up. */
export const asSystem = (reason: string): SystemActor => ({ kind: 'system', reason });

export const anonymous: AnonymousActor = { kind: 'anonymous' };

/** The user an audit row names as actor and acting-for. */
export function auditIdentity(actor: AnyActor): { actorUserId: string | null; actingForUserId: string | null; role: string | null } {
  if (actor.kind === 'system') return { actorUserId: null, actingForUserId: null, role: 'SYSTEM' };
  if (actor.kind === 'anonymous') return { actorUserId: null, actingForUserId: null, role: null };
  return { actorUserId: actor.actorId, actingForUserId: actor.actorId !== actor.userId ? actor.userId : null, role: actor.role };
}
