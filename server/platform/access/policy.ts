import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Role } from '#contracts/common';
import type { Actor, AnyActor } from './actor';

/** A WHERE expression over a table's rows (what a policy gives one actor). */
export type Filter<DB, TB extends keyof DB> = (eb: ExpressionBuilder<DB, TB>) => Expression<SqlBool>;

/**
 * A resource's access policy: for each role, which rows that user may see, as a WHERE expression built from the
 * actor's resolved ids. A role without a row sees nothing; 'ALL' is every row. System work always sees every row:
 * it reaches here only through an explicit `asSystem()`.
 */
export type Policy<DB, TB extends keyof DB> = Partial<Record<Role, 'ALL' | ((actor: Actor) => Filter<DB, TB>)>>;

const none = sql<boolean>`false`;
const all = sql<boolean>`true`;

/** The WHERE filter a policy gives this actor. Anonymous callers see nothing. */
export function policyFilter<DB, TB extends keyof DB>(policy: Policy<DB, TB>, actor: AnyActor): Filter<DB, TB> {
  if (actor.kind === 'system') return () => all;
  if (actor.kind === 'anonymous') return () => none;
  const rule = policy[actor.role];
  if (rule === 'ALL') return () => all;
  if (!rule) return () => none;
  return rule(actor);
}

/** Whether the policy grants this actor any rows at all (to refuse early, with no query). */
export function policyAllows<DB, TB extends keyof DB>(policy: Policy<DB, TB>, actor: AnyActor): boolean {
  return actor.kind === 'system' || (actor.kind === 'user' && policy[actor.role] !== undefined);
}

/** Whether the policy gives this actor every row (system work, or a role whose rule is 'ALL'): what a precomputed count may stand for. */
export function policySeesAll<DB, TB extends keyof DB>(policy: Policy<DB, TB>, actor: AnyActor): boolean {
  return actor.kind === 'system' || (actor.kind === 'user' && policy[actor.role] === 'ALL');
}
