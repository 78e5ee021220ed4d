import type { FastifyRequest } from 'fastify';
import type { Actor } from '../access/actor';
import type { AccessClaims } from './tokens';
import { unauthorized } from '../errors';

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
