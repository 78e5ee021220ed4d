import type { AccountProfile, UpdateAccountProfileBody } from '#contracts/account';
import type { DelegateAccess } from '#contracts/auth';
import { userOf, type Ctx } from '#server/platform/context';
import type { UserRow } from '#server/platform/db/schema';
import { unauthorized } from '#server/platform/errors';
import { usPhone } from '#server/platform/validation';
import * as repo from './accounts.repository';
import { delegateAccessView } from './accounts.views';
import * as delegation from './delegate-access.repository';

/**
 * The person signed in, managing their own account (/account and /my-profile on every portal). Everything here is
 * the acting person's (`actorId`): someone acting for another account through a delegate access changes their own
 * name, photo and password, never the owner's.
 */

/** How long a photo link lasts: the pages ask for the profile again for a fresh one. */
export const AVATAR_LINK_SECONDS = 60 * 60;

const AVATAR_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

/** The acting person's live account, or a 401 (their session was checked, but the account may have just gone). */
export async function ownAccount(ctx: Ctx): Promise<UserRow> {
  const user = await repo.findUserById(ctx.db, userOf(ctx).actorId);
  if (!user || user.status !== 'ACTIVE') throw unauthorized('Session is no longer valid', 'SESSION_INVALID');
  return user;
}

async function avatarUrlOf(ctx: Ctx, key: string | null): Promise<string | null> {
  if (!key) return null;
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  const contentType = AVATAR_TYPES[extension] ?? 'application/octet-stream';
  return (await ctx.deps.storage.createDownload({ key, contentType, ttlSeconds: AVATAR_LINK_SECONDS })).url;
}

const view = async (ctx: Ctx, user: UserRow): Promise<AccountProfile> => ({
  id: user.id,
  firstName: user.first_name,
  lastName: user.last_name,
  email: user.email,
  phoneNumber: user.phone_number,
  role: user.role,
  avatarUrl: await avatarUrlOf(ctx, user.avatar_key),
  createdAt: user.created_at.toISOString(),
});

/** GET /account/profile. */
export const getProfile = async (ctx: Ctx): Promise<AccountProfile> => view(ctx, await ownAccount(ctx));

/** PUT /account/profile: name and phone, only the fields sent; audited as UPDATE user_profile. */
export async function updateProfile(ctx: Ctx, body: UpdateAccountProfileBody): Promise<AccountProfile> {
  const values: repo.UserChanges = {};
  if (body.firstName !== undefined) values.first_name = body.firstName;
  if (body.lastName !== undefined) values.last_name = body.lastName;
  if (body.phoneNumber !== undefined) values.phone_number = usPhone(body.phoneNumber, 'phoneNumber');
  const user = await ownAccount(ctx);
  await repo.updateOwnProfile(ctx, user.id, values);
  return getProfile(ctx);
}

/** A new password hash for the acting person (the auth module checked the current one and ends the other sessions). */
export const setPasswordHash = (ctx: Ctx, userId: string, passwordHash: string) => repo.setPasswordHash(ctx.db, userId, passwordHash);

/**
 * After a photo arrived in storage (the storage module calls this in the transaction that records the upload): the
 * account that asked for the link shows it from now on.
 */
export const recordAvatar = (tx: Ctx, userId: string, key: string) => repo.setAvatar(tx.db, userId, key);

/** GET /account/delegate-access: the live accesses the person gave, and those they hold (may act through). */
export async function delegateAccesses(ctx: Ctx): Promise<{ given: DelegateAccess[]; held: DelegateAccess[] }> {
  const { actorId } = userOf(ctx);
  const [given, held] = await Promise.all([delegation.listOwned(ctx.db, actorId, true), delegation.listActiveFor(ctx.db, actorId)]);
  return { given: given.map(delegateAccessView), held: held.map(delegateAccessView) };
}
