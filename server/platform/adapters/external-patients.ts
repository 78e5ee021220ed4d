import type { ExternalPatient, ExternalPatientListQuery } from '#contracts/patients';
import type { Db } from '#server/platform/db/client';
import { containsPattern, listPage, pagingOf } from '#server/platform/db/list';

/**
 * Patients of a partner that live in another telehealth service: listed beside ours, never merged (they have no
 * account, intake or order here). Production would ask that service's API; the local default reads the rows a
 * partner imported into `external_patients` (migration 0015). The caller has resolved the partner from the actor and
 * audits the read: an adapter knows nothing of who asks.
 */
export interface ExternalPatientSource {
  list(partnerId: string, query: ExternalPatientListQuery): Promise<{ rows: ExternalPatient[]; total: number }>;
}

const SORT = { name: ['e.last_name', 'e.first_name'], importedAt: 'e.imported_at' } as const;

/** The local default: the imported rows, searched, sorted and paged in SQL (external_patients_partner_*_idx). */
export function importedExternalPatients(db: Db): ExternalPatientSource {
  return {
    async list(partnerId, query) {
      let filtered = db.selectFrom('external_patients as e').where('e.partner_id', '=', partnerId);
      if (query.search) {
        const pattern = containsPattern(query.search);
        filtered = filtered.where((eb) =>
          eb.or([eb('e.first_name', 'ilike', pattern), eb('e.last_name', 'ilike', pattern), eb('e.email', 'ilike', pattern)]),
        );
      }
      const page = await listPage(db, filtered, (q) => q.selectAll('e'), pagingOf(query, SORT, 'e.id'));
      return {
        total: page.total,
        rows: page.rows.map((r) => ({
          id: r.id,
          source: r.source,
          externalId: r.external_id,
          firstName: r.first_name,
          lastName: r.last_name,
          email: r.email,
          phoneNumber: r.phone_number,
          status: r.status,
          medication: r.medication,
          lastOrderAt: r.last_order_at?.toISOString() ?? null,
          importedAt: r.imported_at.toISOString(),
        })),
      };
    },
  };
}
