import { randomInt } from 'node:crypto';
import { API_KEY_SCOPE_INFO, API_KEY_START, scopesForRole, type ApiKeyScope, type ApiKeysQuery } from '#contracts/api-keys';
import { isActingAs, type Actor } from '#server/platform/access/actor';
import { sameHash, sha256 } from '#server/platform/auth/secrets';
import { userOf, type Ctx } from '#server/platform/context';
import { pageInfo } from '#server/platform/db/list';
import { AppError, forbidden, notFound, unauthorized, unprocessable } from '#server/platform/errors';
import { actorOfAccount } from '#server/modules/accounts/accounts.service';
import { checkRateLimit, recordAttempt } from '#server/modules/auth/auth.service';
import * as repo from './api-keys.repository';
import { apiKeyView } from './api-keys.views';

/**
 * API keys: `glp_live_` and 48 letters and digits (about 285 bits), shown once. The first 8 after `glp_live_` are the
 * visible prefix the key is found by; only the SHA-256 of the whole key is stored, compared in constant time.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BODY_LENGTH = 48;
const PREFIX_LENGTH = API_KEY_START.length + 8;
const KEY_PATTERN = new RegExp(`^${API_KEY_START}[A-Za-z0-9]{${BODY_LENGTH}}$`);

const randomText = (length: number) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A key's holder, not someone acting for them: a delegate or an administrator acting as the account may not make or revoke keys. */
async function holder(ctx: Ctx, action: string, id?: string): Promise<Actor> {
  const actor = userOf(ctx);
  if (actor.delegateAccessId || isActingAs(actor)) {
    await repo.noteNotHolder(ctx, action, id);
    throw forbidden('Only the account holder manages its API keys');
  }
  return actor;
}

/** GET /api-keys: the caller's keys (every key for an administrator). */
export async function list(ctx: Ctx, query: ApiKeysQuery & { page: number; limit: number; sort: string }) {
  const { rows, total } = await repo.listKeys(ctx, query);
  return { items: rows.map(apiKeyView), ...pageInfo(total, query) };
}

/** POST /api-keys: a new key for the caller; its secret is in this reply only. */
export async function create(ctx: Ctx, body: { name: string; scopes: ApiKeyScope[] }) {
  const actor = await holder(ctx, 'CREATE');
  const allowed = scopesForRole(actor.role);
  const refused = body.scopes.filter((s) => !allowed.includes(s));
  if (refused.length > 0) {
    throw unprocessable(
      `Your account cannot give a key the scope ${refused.join(', ')} (${refused.map((s) => API_KEY_SCOPE_INFO[s].label).join(', ')})`,
      'SCOPE_NOT_ALLOWED',
    );
  }
  const secret = `${API_KEY_START}${randomText(BODY_LENGTH)}`;
  const prefix = secret.slice(0, PREFIX_LENGTH);
  const { id } = await repo.insertKey(ctx, {
    userId: actor.userId,
    name: body.name,
    prefix,
    secretHash: sha256(secret),
    scopes: body.scopes,
  });
  const row = await repo.findVisible(ctx, id);
  return { key: apiKeyView(row!), secret };
}

/** DELETE /api-keys/{id}: the key stops working at once; revoking it again changes nothing. */
export async function revoke(ctx: Ctx, id: string) {
  const actor = await holder(ctx, 'REVOKE', id);
  const row = await repo.findToRevoke(ctx, id);
  if (!row) throw notFound('API key not found');
  if (row.revoked_at) return apiKeyView(row);
  await repo.revokeKey(ctx, { id, prefix: row.prefix }, actor.actorId);
  return apiKeyView((await repo.findVisible(ctx, id))!);
}

/**
 * The actor an API key acts as: its owner, limited to the key's scopes. An unknown key is counted like a failed
 * sign-in (429 past the limit per network); a revoked key or an owner who may no longer sign in is a 401, a key
 * without `scope` a 403, each audited naming the owner and the key. A key that works is marked used.
 */
export async function actorOfApiKey(ctx: Ctx, key: string, scope: ApiKeyScope): Promise<Actor> {
  await checkRateLimit(ctx, 'API_KEY_FAILURE', null);
  const row = KEY_PATTERN.test(key) ? await repo.findByPrefix(ctx.db, key.slice(0, PREFIX_LENGTH)) : undefined;
  if (!row || !sameHash(row.secret_hash, sha256(key))) {
    await recordAttempt(ctx, 'API_KEY_FAILURE', null);
    throw unauthorized('Invalid API key', 'API_KEY_INVALID');
  }
  const refuse = (reason: string) => repo.recordRefusedUse(ctx, row, reason, scope);
  if (row.revoked_at) {
    await recordAttempt(ctx, 'API_KEY_FAILURE', null);
    await refuse('revoked');
    throw unauthorized('This API key was revoked', 'API_KEY_REVOKED');
  }
  if (row.owner_deleted_at || row.owner_status !== 'ACTIVE') {
    await refuse('owner inactive');
    throw unauthorized('The account of this API key is no longer active', 'API_KEY_INVALID');
  }
  if (!row.scopes.includes(scope)) {
    await refuse('scope');
    throw new AppError(403, 'API_KEY_SCOPE', `This API key lacks the scope ${scope}`);
  }
  const actor = await actorOfAccount(ctx, row.user_id);
  await repo.touchKey(ctx.db, row.id);
  return { ...actor, apiKeyId: row.id };
}
