import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/platform/db/schema';
import type { PaymentsAdapter } from './payments';

/**
 * The sandbox processor with a record of its own, as a real processor keeps one (`sandbox_processor_records`,
 * migration 0046): each charge it captured (with the fee it kept, migration 0055), refund it made, dispute it lost
 * (with its dispute fee) and payout it sent, written when it answers, outside the app's transaction (a processor does
 * not roll back with us). The ledger's reconciliation reads it back through `processorRecord`, as it reads Stripe's.
 */
export function recordingSandbox(sandbox: PaymentsAdapter, db: Kysely<Database>): PaymentsAdapter {
  const record = (
    kind: 'CHARGE' | 'REFUND' | 'PAYOUT' | 'DISPUTE',
    providerRef: string,
    amountCents: number,
    chargeRef: string | null = null,
    feeCents = 0,
  ) =>
    db
      .insertInto('sandbox_processor_records')
      .values({ kind, provider_ref: providerRef, charge_ref: chargeRef, amount_cents: amountCents, fee_cents: feeCents })
      .onConflict((oc) => oc.column('provider_ref').doNothing())
      .execute();
  return {
    ...sandbox,
    async charge(request) {
      const result = await sandbox.charge(request);
      if (result.status === 'SUCCEEDED') await record('CHARGE', result.providerRef, request.amountCents, null, result.feeCents ?? 0);
      return result;
    },
    async chargeSavedCard(request) {
      const result = await sandbox.chargeSavedCard(request);
      if (result.status === 'SUCCEEDED') await record('CHARGE', result.providerRef, request.amountCents, null, result.feeCents ?? 0);
      return result;
    },
    async refund(request) {
      const result = await sandbox.refund(request);
      if (result.status === 'SUCCEEDED') await record('REFUND', result.providerRef, request.amountCents, request.providerRef);
      return result;
    },
    async createPayout(request) {
      const result = await sandbox.createPayout(request);
      if (result.status === 'SENT') await record('PAYOUT', result.providerRef, request.amountCents);
      return result;
    },
    // The sandbox plays the processor, which is where a dispute starts: the chargeback an administrator records is the
    // processor's record of it, with the dispute fee it keeps. (Stripe keeps its disputes itself.)
    async disputeLost({ chargeRef, reference, amountCents }) {
      await record('DISPUTE', `dispute:${reference}:${chargeRef}`, amountCents, chargeRef, sandbox.disputeFeeCents ?? 0);
    },
    async processorRecord(chargeRefs) {
      if (chargeRefs.length === 0) return [];
      const rows = await db
        .selectFrom('sandbox_processor_records')
        .select([
          sql<string>`coalesce(charge_ref, provider_ref)`.as('charge_ref'),
          sql<string>`coalesce(sum(amount_cents) filter (where kind = 'CHARGE'), 0)::bigint`.as('captured'),
          sql<string>`coalesce(sum(amount_cents) filter (where kind IN ('REFUND', 'DISPUTE')), 0)::bigint`.as('refunded'),
          sql<string>`coalesce(sum(fee_cents), 0)::bigint`.as('fees'),
        ])
        .where((eb) => eb.or([eb('provider_ref', 'in', chargeRefs), eb('charge_ref', 'in', chargeRefs)]))
        .groupBy(sql`coalesce(charge_ref, provider_ref)`)
        .execute();
      return rows.map((r) => ({
        chargeRef: r.charge_ref,
        capturedCents: Number(r.captured),
        refundedCents: Number(r.refunded),
        feeCents: Number(r.fees),
      }));
    },
  };
}
