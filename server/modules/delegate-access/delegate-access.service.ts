import type { FastifyRequest } from 'fastify';
import type { DelegateAccess } from '../../../contracts/auth';
import type { AuthContext } from '../../platform/auth/authenticate';
import { conflict, forbidden, notFound, unprocessable } from '../../platform/errors';
import { delegateAccessView } from '../auth/auth.views';
import * as repo from './delegate-access.repository';

/**
 * Delegate accesses given by the signed-in account (a doctor today, a partner later): the owner is
 * `auth.userId`. Someone acting through a delegate token may look but not give or take access.
 */

async function ownerOnly(req: FastifyRequest, auth: AuthContext, action: string) {
  if (!auth.delegateAccessId) return;
  await req.audit({ action, resourceType: 'delegate_access', outcome: 'DENIED', details: { reason: 'delegate' } });
  throw forbidden('Only the account owner can give or revoke delegate access, not a delegate acting for them.');
}

export async function listOwned(req: FastifyRequest, auth: AuthContext): Promise<DelegateAccess[]> {
  return (await repo.listOwned(req.server.db, auth.userId)).map(delegateAccessView);
}

/** Staff roles that may act for someone else; patients and super admins never do. */
const NOT_DELEGATES = new Set(['PATIENT', 'SUPER_ADMIN']);

export async function create(req: FastifyRequest, auth: AuthContext, email: string): Promise<DelegateAccess> {
  const { db, notifier } = req.server;
  await ownerOnly(req, auth, 'GRANT_DELEGATE_ACCESS');
  const account = await repo.findAccountByEmail(db, email);
  if (!account || account.status !== 'ACTIVE') throw notFound('No staff account uses that e-mail. Ask an administrator to create one.');
  if (account.id === auth.userId) throw unprocessable('You cannot give delegate access to yourself', 'SELF_DELEGATE');
  if (NOT_DELEGATES.has(account.role))
    throw unprocessable('Only staff accounts can be delegates: patients and administrators cannot act for you', 'NOT_STAFF');
  if (await repo.hasActive(db, auth.userId, account.id)) throw conflict('This person already has delegate access');
  let id: string;
  try {
    id = await db.transaction().execute(async (trx) => {
      const row = await repo.insertAccess(trx, auth.userId, account.id);
      await req.audit(
        { action: 'GRANT_DELEGATE_ACCESS', resourceType: 'delegate_access', resourceId: row.id, details: { delegateUserId: account.id } },
        trx,
      );
      return row.id;
    });
  } catch (error) {
    if (repo.isUniqueViolation(error)) throw conflict('This person already has delegate access');
    throw error;
  }
  const access = delegateAccessView((await repo.findOwned(db, auth.userId, id))!);
  await notifier.send({
    channel: 'email',
    to: account.email,
    subject: `You can now act for ${access.owner.firstName} ${access.owner.lastName}`,
    body: `${access.owner.firstName} ${access.owner.lastName} gave you delegate access. When you next sign in, choose to act for them; everything you do is recorded under both your names.`,
  });
  return access;
}

/** The entry stays in the owner's list, INACTIVE; the delegate's token stops working at once. */
export async function revoke(req: FastifyRequest, auth: AuthContext, id: string) {
  const { db } = req.server;
  await ownerOnly(req, auth, 'REVOKE_DELEGATE_ACCESS');
  const access = await repo.findOwned(db, auth.userId, id);
  if (!access) {
    await req.audit({ action: 'REVOKE_DELEGATE_ACCESS', resourceType: 'delegate_access', resourceId: id, outcome: 'DENIED' });
    throw notFound('Delegate access not found');
  }
  const revoked = await db.transaction().execute(async (trx) => {
    const done = await repo.revoke(trx, auth.userId, id);
    if (done) await req.audit({ action: 'REVOKE_DELEGATE_ACCESS', resourceType: 'delegate_access', resourceId: id }, trx);
    return done;
  });
  if (!revoked) throw conflict('This delegate access was already revoked');
}
