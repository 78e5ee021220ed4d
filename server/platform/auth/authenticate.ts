import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Role } from '../../../contracts/common';
import type { Actor } from '../access/actor';
import { forbidden, unauthorized } from '../errors';

/** @deprecated the request's actor: use `Actor` from platform/access/actor. */
export type AuthContext = Actor;

declare module 'fastify' {
  interface FastifyRequest {
    auth: Actor | null;
  }
}

/**
 * Verifies the bearer token and, in one query, checks that its user, session and delegate access are live and
 * resolves the ids the access policies need (the user's patient, doctor and partner records, and a doctor's partners).
 */
export async function authenticate(req: FastifyRequest): Promise<Actor> {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) throw unauthorized('Authentication required');
  const claims = await req.server.tokens.verify(match[1]);
  const actorId = claims.act ?? claims.sub;

  const row = await req.server.db
    .selectFrom('sessions as s')
    .innerJoin('users as u', (join) => join.on('u.id', '=', claims.sub))
    .leftJoin('delegate_accesses as da', (join) => join.onRef('da.id', '=', 's.delegate_access_id'))
    .leftJoin('patients as pt', 'pt.user_id', 'u.id')
    .leftJoin('doctors as d', 'd.user_id', 'u.id')
    .leftJoin('partners as pa', 'pa.user_id', 'u.id')
    .select([
      'u.role',
      'u.status',
      'u.deleted_at',
      's.delegate_access_id',
      'da.status as delegate_status',
      'pt.id as patient_id',
      'd.id as doctor_id',
      'pa.id as partner_id',
      sql<string[] | null>`(select array_agg(p2.id) from partners p2 where p2.doctor_id = d.id)`.as('partner_ids_of_doctor'),
    ])
    .where('s.id', '=', claims.sid)
    .where('s.user_id', '=', actorId)
    .where('s.revoked_at', 'is', null)
    .executeTakeFirst();

  if (!row || row.deleted_at || row.status !== 'ACTIVE') throw unauthorized('Session is no longer valid', 'SESSION_INVALID');
  if (claims.dai && (row.delegate_access_id !== claims.dai || row.delegate_status !== 'ACTIVE')) {
    throw unauthorized('Delegate access is no longer valid', 'DELEGATE_INVALID');
  }
  return {
    kind: 'user',
    userId: claims.sub,
    role: row.role,
    actorId,
    sessionId: claims.sid,
    delegateAccessId: claims.dai ?? null,
    patientId: row.patient_id,
    doctorId: row.doctor_id,
    partnerId: row.partner_id,
    partnerIdsOfDoctor: row.partner_ids_of_doctor ?? [],
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

/** The authenticated actor of a guarded route. */
export function requireAuth(req: FastifyRequest): Actor {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

/** OpenAPI marker for guarded routes. */
export const bearerSecurity = [{ bearerAuth: [] }];
