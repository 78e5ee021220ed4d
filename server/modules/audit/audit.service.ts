import type { Ctx } from '../../platform/context';
import { pageInfo } from '../../platform/db/list';
import { notFound } from '../../platform/errors';
import * as repo from './audit.repository';

export type AuditLogQuery = repo.AuditLogQuery;

const view = (r: repo.AuditLogRow) => ({
  id: r.id,
  timestamp: r.timestamp.toISOString(),
  actorUserId: r.actor_user_id,
  actingForUserId: r.acting_for_user_id,
  role: r.role,
  action: r.action,
  resourceType: r.resource_type,
  resourceId: r.resource_id,
  patientId: r.patient_id,
  outcome: r.outcome,
  ip: r.ip,
  userAgent: r.user_agent,
  details: r.details,
});

/** The audit trail, newest first by default (super admins; the admin portal's list and the audit coverage test). */
export async function listAuditLogs(ctx: Ctx, query: AuditLogQuery) {
  const { rows, total } = await repo.listAuditLogs(ctx, query);
  return { logs: rows.map(view), pagination: pageInfo(total, query) };
}

export async function getAuditLog(ctx: Ctx, id: string) {
  const row = await repo.findAuditLog(ctx, id);
  if (!row) throw notFound('Audit log not found');
  return view(row);
}

/** A patient's status changes as events of their history (the patients module's timeline). */
export const statusChangeEvents = (ctx: Ctx, patientId: string) => repo.statusChangeEvents(ctx, patientId);
