import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { demoTown } from './seed-addresses';
import { insertDemoPatient } from './seed-patients';

/** A demo charge the sandbox processor captured on Stripe's test Visa (4242 4242 4242 4242). */
export const sandboxCharge = (charge: { order_id: string; intake_id: string | null; amount_cents: number; created_at: Date }) => ({
  idempotency_key: randomUUID(),
  ...charge,
  status: 'SUCCEEDED' as const,
  provider: 'sandbox',
  provider_ref: `sandbox_pi_${randomUUID()}`,
  card_brand: 'visa',
  card_last4: '4242',
});

/**
 * A second demo partner for the administrator's partner screens: Harbor Fitness Club (harbor@demo.test), with no
 * doctor of its own, joined three months ago, and two patients without a doctor (its "unassigned" patients) whose
 * paid orders were made 45 and 50 days ago and none since: the at-risk list shows it (no recent orders, volume down
 * by half), the leaderboard of the last 60 days ranks it, and the admin can give it a doctor or move its patients.
 */

const DAY = 86_400_000;

const HARBOR_PATIENTS: [first: string, last: string, state: string, daysAgo: number, variation: string][] = [
  ['Morgan', 'Blake', 'CA', 45, 'semaglutide-starter'],
  ['Sky', 'Turner', 'NY', 50, 'tirzepatide-starter'],
];

export async function seedDemoPartners(trx: Kysely<Database>, passwordHash: string, now = new Date()) {
  const joined = new Date(now.getTime() - 90 * DAY);
  const owner = await trx
    .insertInto('users')
    .values({
      email: 'harbor@demo.test',
      password_hash: passwordHash,
      first_name: 'Harper',
      last_name: 'Quinn',
      phone_number: '+12025550140',
      role: 'GYM_OWNER',
      desire_income: null,
      created_at: joined,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const partner = await trx
    .insertInto('partners')
    .values({ user_id: owner.id, business_name: 'Harbor Fitness Club', created_at: joined })
    .returning('id')
    .executeTakeFirstOrThrow();
  const prices = Object.fromEntries(
    (await trx.selectFrom('product_variations').select(['key', 'monthly_price_cents']).execute()).map((v) => [
      v.key,
      v.monthly_price_cents,
    ]),
  );
  for (const [i, [first, last, state, daysAgo, variation]] of HARBOR_PATIENTS.entries()) {
    const at = new Date(now.getTime() - daysAgo * DAY);
    const { patientId } = await insertDemoPatient(
      trx,
      {
        email: `${first.toLowerCase()}.${last.toLowerCase()}@demo.test`,
        password_hash: passwordHash,
        first_name: first,
        last_name: last,
        phone_number: `+1202555014${i + 1}`,
        desire_income: null,
        created_at: at,
      },
      { partner_id: partner.id, state, country: 'US', ...demoTown(state), created_at: at },
    );
    const order = await trx
      .insertInto('orders')
      .values({
        patient_id: patientId,
        partner_id: partner.id,
        product_variation_key: variation,
        amount_cents: prices[variation] ?? 29_900,
        status: 'APPROVED',
        payment_status: 'PAID',
        approval_status: 'APPROVED',
        start_date: at.toISOString().slice(0, 10),
        created_at: at,
        updated_at: at,
      })
      .returning(['id', 'amount_cents'])
      .executeTakeFirstOrThrow();
    // A paid order has the payment that paid it: its commission is in the ledger (seed-ledger.ts).
    await trx
      .insertInto('payments')
      .values(sandboxCharge({ order_id: order.id, intake_id: null, amount_cents: order.amount_cents, created_at: at }))
      .execute();
  }
}
