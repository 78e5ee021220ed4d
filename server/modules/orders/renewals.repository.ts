// Read-only joins: patients (the policy, through `scoped`), users (names: accounts), product_variations and products
// (catalog), as in orders.repository.ts.
import { sql, type Updateable } from 'kysely';
import type { AdminRenewalsQuery } from '#contracts/renewals';
import { inTransaction, noteListRead, noteRead, type Ctx } from '#server/platform/context';
import type { OrdersTable } from '#server/platform/db/schema';
import { containsPattern, listPage, pagingOf } from '#server/platform/db/list';
import type { PatientIds } from '#server/modules/patients/patients.service';
import { ACTIVE_TREATMENT_STATUSES, updateRenewal } from './order-changes.repository';
import { scoped } from './orders.repository';

/**
 * Renewals are orders of a treatment in progress, renewing on `renews_on` (start_date + plan_months, migration 0015).
 * "Upcoming within N days" is a range on that column: orders_partner_renews_idx serves a partner's list in order.
 */
const upcoming = (ctx: Ctx, days: number) =>
  scoped(ctx)
    .where('o.status', 'in', ACTIVE_TREATMENT_STATUSES)
    .where('o.renews_on', 'is not', null)
    .where(sql<string>`o.renews_on`, '<=', sql<string>`current_date + ${days}::int`);

export const renewalColumns = [
  'o.id',
  'o.number',
  'o.patient_id',
  'u.first_name',
  'u.last_name',
  'p.name as product_name',
  'v.dose',
  'o.plan_months',
  sql<string>`to_char(o.start_date, 'YYYY-MM-DD')`.as('start_date'),
  sql<string>`to_char(o.renews_on, 'YYYY-MM-DD')`.as('renews_on'),
  'o.renewal_status',
] as const;

const SORT = { renewsOn: 'o.renews_on' } as const;

/**
 * One page of the renewals due within `query.days` (overdue ones first), searched by patient, product or order number;
 * an administrator's may be one partner's (`gymOwnerId`; across partners, orders_renews_idx serves it).
 */
export async function listUpcoming(ctx: Ctx, query: AdminRenewalsQuery, patientsNamed?: PatientIds) {
  let filtered = upcoming(ctx, query.days);
  if (query.gymOwnerId) filtered = filtered.where('o.partner_id', '=', query.gymOwnerId);
  if (query.renewalStatus) filtered = filtered.where('o.renewal_status', '=', query.renewalStatus);
  if (query.search) {
    const pattern = containsPattern(query.search);
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql<string>`o.number::text`, 'like', pattern),
        ...(patientsNamed ? [eb('o.patient_id', 'in', patientsNamed)] : []),
        eb('p.name', 'ilike', pattern),
      ]),
    );
  }
  const page = await listPage(ctx.db, filtered, (q) => q.select(renewalColumns), pagingOf(query, SORT, 'o.id'));
  await noteListRead(ctx, 'renewal', { page: query.page, count: page.rows.length }, { details: { days: query.days } });
  return page;
}
export type RenewalRow = Awaited<ReturnType<typeof listUpcoming>>['rows'][number];

/** How many treatments of each medication and dose renew within `days`: one GROUP BY. */
export const upcomingMedications = (ctx: Ctx, days: number) =>
  upcoming(ctx, days)
    .select([
      'p.name as product_name',
      'p.medication',
      'v.dose',
      sql<number>`count(*)::int`.as('renewals'),
      sql<string>`to_char(min(o.renews_on), 'YYYY-MM-DD')`.as('first_renews_on'),
    ])
    .groupBy(['p.name', 'p.medication', 'v.dose'])
    .orderBy(sql`min(o.renews_on)`)
    .orderBy('p.name')
    .orderBy('v.dose')
    .execute();

/**
 * The patient's treatment in progress that renews first (of those the caller sees): what "the patient's renewal" is.
 * None is noted as a DENIED `action` on the renewal named by the patient's id.
 */
export async function renewalOfPatient(ctx: Ctx, patientId: string, action: string) {
  const row = await scoped(ctx)
    .where('o.status', 'in', ACTIVE_TREATMENT_STATUSES)
    .where('o.renews_on', 'is not', null)
    .select(['o.id'])
    .where('o.patient_id', '=', patientId)
    .orderBy('o.renews_on')
    .orderBy('o.id')
    .limit(1)
    .executeTakeFirst();
  if (!row)
    await noteRead(ctx, {
      action,
      resourceType: 'renewal',
      resourceId: patientId,
      patientId: null,
      outcome: 'DENIED',
      details: { reason: 'no treatment in progress for this patient id' },
    });
  return row;
}

/**
 * Changes a renewal (its start date or follow-up status: `values`) of a treatment still in progress, with its `action`
 * row naming the values, only when it took; the orders policy in the UPDATE's WHERE. Answers whether it took.
 */
export const changeRenewal = (
  ctx: Ctx,
  order: { id: string; patient_id: string },
  action: string,
  values: Pick<Updateable<OrdersTable>, 'start_date' | 'renewal_status'>,
) =>
  inTransaction(ctx, async (tx) => {
    const updated = await updateRenewal(tx, order.id, values);
    if (updated)
      await tx.audit.record(tx.db, { action, resourceType: 'renewal', resourceId: order.id, patientId: order.patient_id, details: values });
    return updated;
  });

/**
 * The renewals due within `days` that nobody has renewed yet (the care team's RENEWAL_DUE tasks): the same `upcoming`
 * orders, still PENDING or CONTACTED (not RENEWING / NOT_RENEWING), whose patient has made no renewal order since.
 */
export const dueWithoutRenewal = (ctx: Ctx, days: number) =>
  upcoming(ctx, days)
    .where('o.renewal_status', 'in', ['PENDING', 'CONTACTED'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('orders as later')
            .select(sql<number>`1`.as('one'))
            .whereRef('later.patient_id', '=', 'o.patient_id')
            .where('later.kind', '=', 'RENEWAL')
            .whereRef('later.created_at', '>', 'o.created_at'),
        ),
      ),
    )
    .select([
      'o.id',
      'o.number',
      'o.patient_id',
      'u.first_name',
      'u.email',
      'p.name as product_name',
      'v.dose',
      sql<string>`to_char(o.renews_on, 'YYYY-MM-DD')`.as('renews_on'),
    ])
    .orderBy('o.renews_on')
    .orderBy('o.id')
    .execute();
