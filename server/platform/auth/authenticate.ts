import type { FastifyRequest } from 'fastify';
import { API_KEY_HEADER, API_KEY_START, type ApiKeyScope } from '#contracts/api-keys';
import type { Actor } from '#server/platform/access/actor';
import type { ActorCache } from './actor-cache';
import type { AccessClaims } from './tokens';
import { unauthorized } from '#server/platform/errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Actor | null;
  }
  interface FastifyInstance {
    /** Who a verified token's claims are (the accounts module checks the session and resolves the ids): see app.ts. */
    resolveActor: (claims: AccessClaims) => Promise<{ actor: Actor; sessionEndsAt: Date | null }>;
    /** The actors of recently verified tokens, for about a second (actor-cache.ts). */
    actorCache: ActorCache;
    /**
     * Who an API key acts as (the api-keys module checks it, its scope, counts failures and notes its use): see app.ts.
     * A key that is unknown or revoked is a 401, one without `scope` a 403.
     */
    resolveApiKey: (req: FastifyRequest, key: string, scope: ApiKeyScope) => Promise<Actor>;
  }
}

/** The API key a request carries: in `X-Api-Key`, or as the bearer token (it starts with `glp_live_`). */
export function apiKeyOf(req: FastifyRequest): string | null {
  const header = req.headers[API_KEY_HEADER];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const bearer = req.headers.authorization ? /^Bearer\s+(\S+)$/i.exec(req.headers.authorization)?.[1] : undefined;
  return bearer?.startsWith(API_KEY_START) ? bearer : null;
}

/**
 * Verifies the bearer token and resolves its actor: its user, session and delegate access must be live, and the ids
 * the access policies need are read once, here (or taken from the actor cache: the same token, verified and resolved
 * within the last second, with no change to its session, user or delegate access heard since). An API key is accepted only by routes that name the scope it needs
 * (`audience(roles, tags, { apiKeyScope })`); every other route answers it 401.
 */
export async function authenticate(req: FastifyRequest, apiKeyScope: ApiKeyScope | null = null): Promise<Actor> {
  const key = apiKeyOf(req);
  if (key !== null) {
    if (!apiKeyScope) throw unauthorized('This call does not accept API keys: sign in instead', 'API_KEY_NOT_ACCEPTED');
    return req.server.resolveApiKey(req, key, apiKeyScope);
  }
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) throw unauthorized('Authentication required');
  const token = match[1];
  const { tokens, resolveActor } = req.server;
  return req.server.actorCache.resolve(token, async () => {
    const claims = await tokens.verify(token);
    const { actor, sessionEndsAt } = await resolveActor(claims);
    // Kept no longer than the token, nor than an acting session.
    const expiresAt = sessionEndsAt ? Math.min(claims.exp * 1000, sessionEndsAt.getTime()) : claims.exp * 1000;
    return { actor, expiresAt };
  });
}
