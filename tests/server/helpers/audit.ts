import type { TestApp } from './app';

type AuditFilter = Partial<Record<'action' | 'resource_type' | 'resource_id' | 'patient_id' | 'actor_user_id' | 'outcome', string>>;

/** The outcomes (SUCCESS, FAILURE, DENIED) of the audit rows that match every field of `filter`. */
export async function auditOutcomes(db: TestApp['db'], filter: AuditFilter): Promise<string[]> {
  let query = db.selectFrom('audit_logs').select('outcome');
  for (const [column, value] of Object.entries(filter)) query = query.where(column as keyof AuditFilter, '=', value);
  return (await query.execute()).map((row) => row.outcome);
}
