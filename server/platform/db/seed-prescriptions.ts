import type { Kysely } from 'kysely';
import { defaultDirections } from '#contracts/order-review';
import { doseSteps } from '#contracts/doses';
import type { Database } from './schema';

/** Every order at or past the pharmacy has the prescription that took it there, with the order's tracking number. */
const PRESCRIPTION_OF_ORDER: Record<string, { status: 'RECEIVED' | 'SHIPPED' | 'DELIVERED'; provider: 'RX_PROVIDER' | 'DIGITAL_RX' }> = {
  SENT_TO_PHARMACY: { status: 'RECEIVED', provider: 'DIGITAL_RX' },
  SHIPPED: { status: 'SHIPPED', provider: 'RX_PROVIDER' },
  DELIVERED: { status: 'DELIVERED', provider: 'RX_PROVIDER' },
};

/**
 * The prescriptions behind the orders that reached a pharmacy, and the sandbox pharmacy's own records of them.
 * The one still at the pharmacy was received now, so the status job moves it on while the demo runs.
 */
export async function seedDemoPrescriptions(trx: Kysely<Database>, doctorId: string) {
  const pharmacies = Object.fromEntries(
    (await trx.selectFrom('pharmacies').select(['id', 'provider']).execute()).map((p) => [p.provider, p.id]),
  );
  const orders = await trx
    .selectFrom('orders as o')
    .innerJoin('product_variations as v', 'v.key', 'o.product_variation_key')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .selectAll('o')
    .select(['v.dose', 'p.medication'])
    .where('o.status', 'in', Object.keys(PRESCRIPTION_OF_ORDER))
    .execute();
  for (const o of orders) {
    const { status, provider } = PRESCRIPTION_OF_ORDER[o.status];
    const sentAt = new Date(o.created_at.getTime() + 86_400_000);
    const dose = doseSteps(o.medication, o.dose)[0];
    const directions = defaultDirections(dose);
    const rx = await trx
      .insertInto('prescriptions')
      .values({
        order_id: o.id,
        patient_id: o.patient_id,
        doctor_id: doctorId,
        product_variation_key: o.product_variation_key,
        medication: o.medication,
        dose,
        directions,
        quantity: 4,
        refills: 0,
        days_supply: 28,
        created_at: sentAt,
        updated_at: sentAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const externalId = `${provider === 'DIGITAL_RX' ? 'DRX' : 'RXP'}-DEMO${String(o.number).padStart(8, '0')}`;
    const trackingNumber = o.tracking_number ?? `1ZDEMO${String(o.number).padStart(12, '0')}`;
    await trx
      .insertInto('sandbox_pharmacy_orders')
      .values({
        id: externalId,
        provider,
        reference: rx.id,
        payload: JSON.stringify({ reference: rx.id, medication: o.medication, dose, directions }),
        tracking_number: trackingNumber,
        received_at: status === 'RECEIVED' ? new Date() : sentAt,
      })
      .execute();
    await trx
      .updateTable('prescriptions')
      .set({
        status,
        pharmacy_id: pharmacies[provider],
        external_id: externalId,
        tracking_number: status === 'RECEIVED' ? null : trackingNumber,
        sent_at: sentAt,
        status_checked_at: status === 'RECEIVED' ? sentAt : new Date(),
      })
      .where('id', '=', rx.id)
      .execute();
  }
}
