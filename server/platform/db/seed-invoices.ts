import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { dayRangeText } from '#contracts/day-range';
import { countOf } from '#contracts/plural';

/**
 * The demo partner's invoices. Summit Strength Gym billed its patients' orders to itself (PARTNER_BILLED) until it
 * switched to patient-paid checkout: so it keeps `billing_mode` PATIENT_PAID today, while its orders of three to five
 * months ago were billed to it (older than the 60 days the demo's other screens and tests look at). Each of those
 * months has its invoice: the oldest PAID (card ending 4242), the other two OPEN and overdue. The fee is 2.9% + 30 cents of the subtotal, rounded half up.
 */

const DAY = 86_400_000;
const dayText = (date: Date) => date.toISOString().slice(0, 10);
const feeOf = (subtotal: number) => Math.floor((subtotal * 29 + 500) / 1000) + 30;

/** Orders of each invoice: [patient e-mail, product variation, day of the month]. */
const MONTHS: { monthsAgo: number; paid: boolean; orders: [string, string, number][] }[] = [
  {
    monthsAgo: 5,
    paid: true,
    orders: [
      ['drew.patel@demo.test', 'tirzepatide-maintenance', 4],
      ['reese.coleman@demo.test', 'semaglutide-maintenance', 11],
    ],
  },
  {
    monthsAgo: 4,
    paid: false,
    orders: [
      ['drew.patel@demo.test', 'tirzepatide-maintenance', 5],
      ['drew.patel@demo.test', 'semaglutide-maintenance', 18],
      ['reese.coleman@demo.test', 'semaglutide-starter', 20],
    ],
  },
  { monthsAgo: 3, paid: false, orders: [['reese.coleman@demo.test', 'semaglutide-starter', 8]] },
];

export async function seedDemoInvoices(trx: Kysely<Database>, partnerId: string, partnerUserId: string, now = new Date()) {
  for (const month of MONTHS) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - month.monthsAgo, 1));
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - month.monthsAgo + 1, 0));
    const items: { orderId: string; number: number; amount: number; name: string }[] = [];
    for (const [email, variation, dayOfMonth] of month.orders) {
      const patient = await trx
        .selectFrom('patients as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select(['p.id', 'p.doctor_id'])
        .where('u.email', '=', email)
        .executeTakeFirstOrThrow();
      const v = await trx
        .selectFrom('product_variations as v')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .select(['v.monthly_price_cents', 'p.name'])
        .where('v.key', '=', variation)
        .executeTakeFirstOrThrow();
      const at = new Date(start.getTime() + (dayOfMonth - 1) * DAY + 15 * 3_600_000);
      const order = await trx
        .insertInto('orders')
        .values({
          patient_id: patient.id,
          partner_id: partnerId,
          doctor_id: patient.doctor_id,
          product_variation_key: variation,
          amount_cents: v.monthly_price_cents,
          status: 'DELIVERED',
          approval_status: 'APPROVED',
          doctor_approve_questions_status: 'APPROVED',
          // Paid with their invoice: the open invoices' orders are not paid yet.
          payment_status: month.paid ? 'PAID' : 'UNPAID',
          billed_to: 'PARTNER',
          created_at: at,
          updated_at: at,
        })
        .returning(['id', 'number'])
        .executeTakeFirstOrThrow();
      items.push({ orderId: order.id, number: order.number, amount: v.monthly_price_cents, name: v.name });
    }
    const subtotal = items.reduce((sum, it) => sum + it.amount, 0);
    const fees = feeOf(subtotal);
    const createdAt = new Date(end.getTime() + DAY + 6 * 3_600_000);
    const paidAt = new Date(createdAt.getTime() + 2 * DAY);
    const invoice = await trx
      .insertInto('invoices')
      .values({
        partner_id: partnerId,
        period_start: dayText(start),
        period_end: dayText(end),
        status: month.paid ? 'PAID' : 'OPEN',
        subtotal_cents: subtotal,
        fees_cents: fees,
        total_cents: subtotal + fees,
        due_on: dayText(new Date(end.getTime() + 15 * DAY)),
        paid_at: month.paid ? paidAt : null,
        created_at: createdAt,
        updated_at: month.paid ? paidAt : createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('invoice_items')
      .values(
        items.map((it) => ({
          invoice_id: invoice.id,
          order_id: it.orderId,
          description: `Order #${it.number}: ${it.name}, 1 month`,
          amount_cents: it.amount,
          original_amount_cents: it.amount,
        })),
      )
      .execute();
    await trx
      .insertInto('invoice_activities')
      .values({
        invoice_id: invoice.id,
        action: 'CREATED',
        to_status: 'OPEN',
        message: `${countOf(items.length, 'order')} from ${dayRangeText(dayText(start), dayText(end))}`,
        created_at: createdAt,
      })
      .execute();
    if (month.paid) {
      await trx
        .insertInto('payments')
        .values({
          idempotency_key: `invoice-${invoice.id}-1`,
          invoice_id: invoice.id,
          amount_cents: subtotal + fees,
          status: 'SUCCEEDED',
          provider: 'sandbox',
          provider_ref: `sandbox_pi_demo_invoice_${invoice.id}`,
          card_brand: 'visa',
          card_last4: '4242',
          created_at: paidAt,
        })
        .execute();
      await trx
        .insertInto('invoice_activities')
        .values({
          invoice_id: invoice.id,
          action: 'PAID',
          from_status: 'OPEN',
          to_status: 'PAID',
          message: 'Paid with the card ending in 4242',
          actor_user_id: partnerUserId,
          created_at: paidAt,
        })
        .execute();
    }
  }
}
