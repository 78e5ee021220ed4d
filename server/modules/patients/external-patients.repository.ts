import { sql } from 'kysely';
import type { ExternalPatientListQuery } from '#contracts/patients';
import { auditedChange, noteListRead, userOf, type Ctx } from '#server/platform/context';
import type { ParsedExternalPatient } from './external-import';

/**
 * A partner's patients in another service: read from the partner's external source (deps.externalPatients), and
 * imported from a CSV into external_patients (migration 0015). The page read and the import leave their audit row here.
 */

/** One page of the caller's (a partner's) external patients, its read noted; none for another caller. */
export async function listExternalPatients(ctx: Ctx, query: ExternalPatientListQuery) {
  const { partnerId } = userOf(ctx);
  const page = partnerId ? await ctx.deps.externalPatients.list(partnerId, query) : { rows: [], total: 0 };
  await noteListRead(ctx, 'external_patient', { page: query.page, count: page.rows.length });
  return page;
}

/**
 * Writes a partner's imported external patients: new ones, and the same external id from the same source updated in
 * place, and the IMPORT row (how many were written, how many rows were skipped). Returns how many rows were written.
 */
export const importExternalPatients = (
  ctx: Ctx,
  partnerId: string,
  source: string,
  rows: readonly Omit<ParsedExternalPatient, 'row'>[],
  skipped: number,
) =>
  auditedChange(
    ctx,
    async (db) => {
      let written = 0;
      // In slices, so that one statement stays well under PostgreSQL's 65,535 parameters whatever the file's size.
      for (let i = 0; i < rows.length; i += 500) {
        const result = await db
          .insertInto('external_patients')
          .values(
            rows.slice(i, i + 500).map((r) => ({
              partner_id: partnerId,
              source,
              external_id: r.externalId,
              first_name: r.firstName,
              last_name: r.lastName,
              email: r.email,
              phone_number: r.phoneNumber,
              status: r.status,
              medication: r.medication,
              last_order_at: r.lastOrderAt,
            })),
          )
          .onConflict((oc) =>
            oc.columns(['partner_id', 'source', 'external_id']).doUpdateSet((eb) => ({
              first_name: eb.ref('excluded.first_name'),
              last_name: eb.ref('excluded.last_name'),
              email: eb.ref('excluded.email'),
              phone_number: eb.ref('excluded.phone_number'),
              status: eb.ref('excluded.status'),
              medication: eb.ref('excluded.medication'),
              last_order_at: eb.ref('excluded.last_order_at'),
              imported_at: sql<Date>`now()`,
            })),
          )
          .executeTakeFirst();
        written += Number(result.numInsertedOrUpdatedRows ?? 0n);
      }
      return written;
    },
    (written) => ({ action: 'IMPORT', resourceType: 'external_patient', details: { source, imported: written, skipped } }),
  );
