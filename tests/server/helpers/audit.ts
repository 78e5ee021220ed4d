import type { TestApp } from './app';

type AuditFilter = Partial<Record<'action' | 'resource_type' | 'resource_id' | 'patient_id' | 'actor_user_id' | 'outcome', string>>;

/** The audit rows that match every field of `filter`. */
function matching(db: TestApp['db'], filter: AuditFilter) {
  let query = db.selectFrom('audit_logs');
  for (const [column, value] of Object.entries(filter)) query = query.where(column as keyof AuditFilter, '=', value);
  return query;
}

/** The outcomes (SUCCESS, FAILURE, DENIED) of the audit rows that match every field of `filter`. */
export async function auditOutcomes(db: TestApp['db'], filter: AuditFilter): Promise<string[]> {
  return (await matching(db, filter).select('outcome').execute()).map((row) => row.outcome);
}

/** The details of the audit rows that match every field of `filter`. */
export async function auditDetails(db: TestApp['db'], filter: AuditFilter) {
  return (await matching(db, filter).select('details').execute()).map((row) => row.details);
}
