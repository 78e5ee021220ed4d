import type { DelegateAccess } from '#contracts/auth';
import { userOf, type Ctx } from '#server/platform/context';
import { isUniqueViolation } from '#server/platform/db/errors';
import { conflict, forbidden, notFound, unprocessable } from '#server/platform/errors';
import * as accounts from './accounts.repository';
import { delegateAccessView } from './accounts.views';
import * as repo from './delegate-access.repository';

/**
 * Delegate accesses given by the signed-in account (a doctor or a partner): the owner is the actor's
 * `userId`. Someone acting through a delegate token may look but not give or take access.
 */

async function ownerOnly(ctx: Ctx, action: string) {
  if (!userOf(ctx).delegateAccessId) return;
  await repo.noteDelegateRefusal(ctx, action);
  throw forbidden('Only the account owner can give or revoke delegate access, not a delegate acting for them.');
}

/** The accesses the owner gave, newest first: with the revoked ones (doctors see them INACTIVE) or without (partners). */
export const listOwned = async (ctx: Ctx, options: { activeOnly?: boolean } = {}): Promise<DelegateAccess[]> =>
  (await repo.listOwned(ctx.db, userOf(ctx).userId, options.activeOnly ?? false)).map(delegateAccessView);

/** Staff roles that may act for someone else; patients and super admins never do. */
const NOT_DELEGATES = new Set(['PATIENT', 'SUPER_ADMIN']);

export async function create(ctx: Ctx, email: string): Promise<DelegateAccess> {
  await ownerOnly(ctx, 'GRANT_DELEGATE_ACCESS');
  const owner = userOf(ctx).userId;
  const account = await accounts.findUserByEmail(ctx.db, email);
  if (!account || account.status !== 'ACTIVE') throw notFound('No staff account uses that email. Ask an administrator to create one.');
  if (account.id === owner) throw unprocessable('You cannot give delegate access to yourself', 'SELF_DELEGATE');
  if (NOT_DELEGATES.has(account.role))
    throw unprocessable('Only staff accounts can be delegates: patients and administrators cannot act for you', 'NOT_STAFF');
  const duplicate = () => conflict('This person already has delegate access');
  if (await repo.hasActive(ctx.db, owner, account.id)) throw duplicate();
  let id: string;
  try {
    id = (await repo.insertAccess(ctx, owner, account.id)).id;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  const access = delegateAccessView((await repo.findOwned(ctx.db, owner, id))!);
  await ctx.deps.notifier.send({
    channel: 'email',
    to: account.email,
    subject: `You can now act for ${access.owner.firstName} ${access.owner.lastName}`,
    body: `${access.owner.firstName} ${access.owner.lastName} gave you delegate access. When you next sign in, choose to act for them; everything you do is recorded under both your names.`,
  });
  return access;
}

/** The entry stays in the owner's list, INACTIVE; the delegate's token stops working at once. */
export async function revoke(ctx: Ctx, id: string) {
  await ownerOnly(ctx, 'REVOKE_DELEGATE_ACCESS');
  const owner = userOf(ctx).userId;
  if (!(await repo.findOwnedToRevoke(ctx, owner, id))) throw notFound('Delegate access not found');
  if (!(await repo.revoke(ctx, owner, id))) throw conflict('This delegate access was already revoked');
}

/** A delegate access by id (to issue or refresh a delegate token). */
export const findDelegateAccess = (ctx: Ctx, id: string) => repo.findAccess(ctx.db, id);

/** The live accesses a user may act through (at sign-in, and to check a staff member's portal). */
export const activeAccessesOf = (ctx: Ctx, delegateUserId: string) => repo.listActiveFor(ctx.db, delegateUserId);
