import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type AuditOutcome = 'SUCCESS' | 'FAILURE' | 'DENIED';

export type AuditEntry = {
  action: string;
  resourceType: string;
  resourceId?: string | null;
  patientId?: string | null;
  outcome?: AuditOutcome;
  /** Never patient data: ids, counts and reasons only. */
  details?: Record<string, unknown>;
  /** For events before authentication (sign-in): who it was about. */
  actorUserId?: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Writes an audit row for this request; pass the transaction to commit it with the change. */
    audit(entry: AuditEntry, db?: Kysely<Database>): Promise<void>;
  }
}

export async function writeAudit(req: FastifyRequest, entry: AuditEntry, db: Kysely<Database> = req.server.db) {
  const auth = req.auth;
  const actor = auth?.actorId ?? entry.actorUserId ?? null;
  await db
    .insertInto('audit_logs')
    .values({
      actor_user_id: actor,
      acting_for_user_id: auth && auth.actorId !== auth.userId ? auth.userId : null,
      role: auth?.role ?? null,
      action: entry.action,
      resource_type: entry.resourceType,
      resource_id: entry.resourceId ?? null,
      patient_id: entry.patientId ?? null,
      outcome: entry.outcome ?? 'SUCCESS',
      ip: req.ip,
      user_agent: req.headers['user-agent']?.slice(0, 500) ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}

/** An audit row for work no request asked for (background jobs): no actor, role SYSTEM. */
export async function writeSystemAudit(db: Kysely<Database>, entry: Omit<AuditEntry, 'actorUserId'>) {
  await db
    .insertInto('audit_logs')
    .values({
      actor_user_id: null,
      acting_for_user_id: null,
      role: 'SYSTEM',
      action: entry.action,
      resource_type: entry.resourceType,
      resource_id: entry.resourceId ?? null,
      patient_id: entry.patientId ?? null,
      outcome: entry.outcome ?? 'SUCCESS',
      ip: null,
      user_agent: null,
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}
