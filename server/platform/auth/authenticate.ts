import type { FastifyRequest } from 'fastify';
import type { Role } from '../../../contracts/common';
import type { Actor } from '../access/actor';
import type { AccessClaims } from './tokens';
import { forbidden, unauthorized } from '../errors';

/** @deprecated the request's actor: use `Actor` from platform/access/actor. */
export type AuthContext = Actor;

declare module 'fastify' {
  interface FastifyRequest {
    auth: Actor | null;
  }
  interface FastifyInstance {
    /** Who a verified token's claims are (the accounts module checks the session and resolves the ids): see app.ts. */
    resolveActor: (claims: AccessClaims) => Promise<Actor>;
  }
}

/**
 * Verifies the bearer token and resolves its actor: its user, session and delegate access must be live, and the ids
 * the access policies need are read once, here.
 */
export async function authenticate(req: FastifyRequest): Promise<Actor> {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) throw unauthorized('Authentication required');
  return req.server.resolveActor(await req.server.tokens.verify(match[1]));
}

export type Allowed = readonly Role[] | 'ANY';

/** preHandler: a valid token, and (unless 'ANY') one of the roles. A refusal is audited. */
export function guard(allowed: Allowed) {
  return async function guardHandler(req: FastifyRequest): Promise<void> {
    req.auth = await authenticate(req);
    if (allowed !== 'ANY' && !allowed.includes(req.auth.role)) {
      await req.audit({ action: 'ACCESS', resourceType: 'route', resourceId: `${req.method} ${req.routeOptions.url}`, outcome: 'DENIED' });
      throw forbidden();
    }
  };
}

/** The authenticated actor of a guarded route. */
export function requireAuth(req: FastifyRequest): Actor {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

/** OpenAPI marker for guarded routes. */
export const bearerSecurity = [{ bearerAuth: [] }];
