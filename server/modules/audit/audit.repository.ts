import { sql } from 'kysely';
import { policyFilter } from '../../platform/access/policy';
import { noteListRead, noteLookup, type Ctx } from '../../platform/context';
import { listPage, pagingOf } from '../../platform/db/list';
import { auditLogsPolicy } from './audit.policy';

/** Reading the audit trail (it is written by platform/audit, bound to each request's or job's context). */

export type AuditLogQuery = {
  page: number;
  limit: number;
  sort: `${'timestamp' | 'action'}:${'asc' | 'desc'}`;
  actorUserId?: string;
  patientId?: string;
  action?: string;
  outcome?: 'SUCCESS' | 'FAILURE' | 'DENIED';
  since?: Date;
};

const columns = [
  'id',
  'timestamp',
  'actor_user_id',
  'acting_for_user_id',
  'role',
  'action',
  'resource_type',
  'resource_id',
  'patient_id',
  'outcome',
  'ip',
  'user_agent',
  'details',
] as const;

const scoped = (ctx: Ctx) => ctx.db.selectFrom('audit_logs').where(policyFilter(auditLogsPolicy, ctx.actor));

/** One page of audit rows, filtered and sorted in SQL; reading the trail is itself audited. */
export async function listAuditLogs(ctx: Ctx, query: AuditLogQuery) {
  let filtered = scoped(ctx);
  if (query.actorUserId) filtered = filtered.where('actor_user_id', '=', query.actorUserId);
  if (query.patientId) filtered = filtered.where('patient_id', '=', query.patientId);
  if (query.action) filtered = filtered.where('action', '=', query.action);
  if (query.outcome) filtered = filtered.where('outcome', '=', query.outcome);
  if (query.since) filtered = filtered.where('timestamp', '>=', query.since);
  const page = await listPage(
    ctx.db,
    filtered,
    (q) => q.select(columns),
    pagingOf(query, { timestamp: 'timestamp', action: 'action' }, 'id'),
  );
  await noteListRead(ctx, 'audit_log', { page: query.page, count: page.rows.length });
  return page;
}
export type AuditLogRow = Awaited<ReturnType<typeof listAuditLogs>>['rows'][number];

export async function findAuditLog(ctx: Ctx, id: string) {
  const row = await scoped(ctx).select(columns).where('id', '=', id).executeTakeFirst();
  await noteLookup(ctx, { action: 'READ', resourceType: 'audit_log', resourceId: id, patientId: row?.patient_id ?? null }, Boolean(row));
  return row;
}

/** The audited actions that change where a patient or their order stands. */
const STATUS_ACTIONS = ['UPDATE_STATUS', 'INTAKE_DECISION', 'HAND_BACK', 'SEND_TO_PHARMACY', 'PHARMACY_STATUS'];

/**
 * A patient's status changes as events of their history, from the audit trail (audit_logs_patient_idx): their own
 * status, a doctor's decision, a hand-back, the pharmacy's progress, and an order cancelled by an update.
 */
export const statusChangeEvents = (ctx: Ctx, patientId: string) =>
  scoped(ctx)
    .where('patient_id', '=', patientId)
    .where('outcome', '=', 'SUCCESS')
    .where((eb) =>
      eb.or([
        eb('action', 'in', STATUS_ACTIONS),
        eb.and([eb('action', '=', 'UPDATE'), eb('resource_type', '=', 'order'), eb(sql<string>`details->>'status'`, 'is not', null)]),
      ]),
    )
    .select([
      sql<string>`'STATUS_CHANGE'`.as('kind'),
      sql<string>`id::text`.as('id'),
      'timestamp as at',
      sql<string>`case action
        when 'UPDATE_STATUS' then 'Patient status changed'
        when 'INTAKE_DECISION' then 'Doctor''s decision'
        when 'HAND_BACK' then 'Handed back for reassignment'
        when 'SEND_TO_PHARMACY' then 'Sent to the pharmacy'
        when 'PHARMACY_STATUS' then 'Pharmacy update'
        else 'Order status changed' end`.as('title'),
      sql<string | null>`coalesce(
        (details->>'from') || ' to ' || (details->>'to'),
        details->>'decision',
        details->>'status',
        details->>'to')`.as('detail'),
      sql<
        string | null
      >`case when resource_type = 'order' and resource_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then resource_id::uuid end`.as(
        'order_id',
      ),
    ]);
