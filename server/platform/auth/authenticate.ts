import type { FastifyRequest } from 'fastify';
import type { Role } from '../../../contracts/common';
import { forbidden, unauthorized } from '../errors';

export type AuthContext = {
  /** Whose permissions and data apply: the owner when acting through a delegate access. */
  userId: string;
  role: Role;
  /** The person acting: differs from userId for delegate tokens. */
  actorId: string;
  sessionId: string;
  delegateAccessId: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** Verifies the bearer token and checks, in one query, that its user, session and delegate access are live. */
export async function authenticate(req: FastifyRequest): Promise<AuthContext> {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) throw unauthorized('Authentication required');
  const claims = await req.server.tokens.verify(match[1]);
  const actorId = claims.act ?? claims.sub;

  const row = await req.server.db
    .selectFrom('sessions as s')
    .innerJoin('users as u', (join) => join.on('u.id', '=', claims.sub))
    .leftJoin('delegate_accesses as da', (join) => join.onRef('da.id', '=', 's.delegate_access_id'))
    .select(['u.role', 'u.status', 'u.deleted_at', 's.delegate_access_id', 'da.status as delegate_status'])
    .where('s.id', '=', claims.sid)
    .where('s.user_id', '=', actorId)
    .where('s.revoked_at', 'is', null)
    .executeTakeFirst();

  if (!row || row.deleted_at || row.status !== 'ACTIVE') throw unauthorized('Session is no longer valid', 'SESSION_INVALID');
  if (claims.dai && (row.delegate_access_id !== claims.dai || row.delegate_status !== 'ACTIVE')) {
    throw unauthorized('Delegate access is no longer valid', 'DELEGATE_INVALID');
  }
  return {
    userId: claims.sub,
    role: row.role,
    actorId,
    sessionId: claims.sid,
    delegateAccessId: claims.dai ?? null,
  };
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

/** The authenticated context of a guarded route. */
export function requireAuth(req: FastifyRequest): AuthContext {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

/** OpenAPI marker for guarded routes. */
export const bearerSecurity = [{ bearerAuth: [] }];
