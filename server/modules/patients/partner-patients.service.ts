import type { ExternalPatientListQuery, ImportExternalPatientsReply } from '#contracts/patients';
import { userOf, type Ctx } from '#server/platform/context';
import { pageInfo } from '#server/platform/db/list';
import { forbidden } from '#server/platform/errors';
import { parseExternalPatients } from './external-import';
import * as external from './external-patients.repository';
import * as changes from './patient-changes.repository';
import * as repo from './patients.repository';
import { getPatient } from './patients.service';
import { patientView } from './patients.views';

/** The partner's own patient work: a patient's status, the dashboard's patient counts, the patients of other services. */

/** PATCH /gym-owner/patients/{id}/status: audited as UPDATE_STATUS, in the change's transaction. */
export async function setPatientStatus(ctx: Ctx, patientId: string, status: string) {
  const patient = await getPatient(ctx, patientId, { action: 'UPDATE_STATUS' });
  if (patient.status !== status) await changes.setStatus(ctx, patient, status);
  return patientView((await repo.findPatient(ctx, patient.id))!);
}

/** GET /gym-owner/summary. */
export async function patientSummary(ctx: Ctx) {
  const r = await repo.patientFigures(ctx);
  return {
    totalPatients: r.total,
    activePatients: r.active,
    pausedPatients: r.paused,
    inactivePatients: r.inactive,
    newPatientsThisMonth: r.this_month,
  };
}

/** GET /gym-owner/patients-registered. */
export async function registeredOverTime(ctx: Ctx, query: { period: 'day' | 'week' | 'month'; startDate?: string; endDate?: string }) {
  const points = (await repo.registeredPerPeriod(ctx, query.period, query)).map((r) => ({ periodStart: r.period_start, count: r.count }));
  return { period: query.period, points, total: points.reduce((sum, p) => sum + p.count, 0) };
}

/** GET /gym-owner/external-patients: from the partner's external source (deps.externalPatients), audited here. */
export async function listExternalPatients(ctx: Ctx, query: ExternalPatientListQuery) {
  const { rows, total } = await external.listExternalPatients(ctx, query);
  return { items: rows, ...pageInfo(total, query) };
}

/**
 * POST /gym-owner/external-patients/import: the partner's CSV of patients in another service. A preview (the default)
 * checks every row and shows what would be imported, writing nothing; the import writes the valid rows in one
 * transaction, audited, and skips the rows with errors (listed by line). A row whose e-mail is one of the partner's
 * patients here is flagged, and imported apart all the same: never merged.
 */
export async function importExternalPatients(
  ctx: Ctx,
  body: { source: string; csv: string; preview: boolean },
): Promise<ImportExternalPatientsReply> {
  const { partnerId } = userOf(ctx);
  if (!partnerId) throw forbidden('Only a partner imports patients');
  const parsed = parseExternalPatients(body.csv);
  const known = await repo.knownPatientEmails(
    ctx,
    parsed.rows.flatMap((r) => (r.email ? [r.email] : [])),
  );
  const imported = body.preview
    ? 0
    : await external.importExternalPatients(ctx, partnerId, body.source, parsed.rows, parsed.total - parsed.rows.length);
  return {
    source: body.source,
    total: parsed.total,
    valid: parsed.rows.length,
    errors: parsed.errors.slice(0, 100),
    rows: parsed.rows.slice(0, 20).map((r) => ({ ...r, matchesPatient: r.email !== null && known.has(r.email) })),
    imported,
  };
}
