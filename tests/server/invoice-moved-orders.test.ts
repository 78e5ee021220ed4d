/**
 * An order keeps its invoice when its patient moves to another partner: the partner who pays that invoice still
 * settles the order (the one change of orders that crosses owners, named in order-changes.repository.ts), while the
 * partner the patient moved to cannot pay it.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices } from '#server/modules/invoices/invoice-generation.service';
import { systemContext } from '#server/platform/http/context';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';
import { checkout, checkoutBody, PROFILE, readyIntake } from './helpers/intake';
import { createPartner, type TestPartner } from './helpers/partners';

let t: TestApp;
let billed: TestPartner;
let next: TestPartner;
beforeAll(async () => {
  t = await createTestApp();
  billed = await createPartner(t, 'billed.gym@example.test', 'Billed Gym');
  next = await createPartner(t, 'next.gym@example.test', 'Next Gym');
  // An administrator's switch (the admin portal's partner page); set directly here.
  await t.db.updateTable('partners').set({ billing_mode: 'PARTNER_BILLED' }).where('id', '=', billed.partnerId).execute();
});
afterAll(() => t.close());

const CARD = { paymentMethodId: 'pm_card_visa' };

describe("a partner's invoice for an order whose patient moved on", () => {
  it('is paid by the partner it bills, and the order with it; the partner the patient moved to cannot pay it', async () => {
    const draft = await readyIntake(
      t.app,
      { ...PROFILE, email: 'moving.patient@example.test', phone: '(202) 555-0181' },
      {},
      billed.partnerId,
    );
    expect((await checkout(t.app, draft, checkoutBody(draft))).status).toBe(201);
    const order = await t.db.selectFrom('orders').select(['id', 'patient_id']).where('intake_id', '=', draft.id).executeTakeFirstOrThrow();
    await sql`UPDATE orders SET status = 'APPROVED', created_at = '2025-03-10T10:00:00Z' WHERE id = ${order.id}`.execute(t.db);
    const system = systemContext(t.app, 'invoice-moved-orders test');
    expect(await generateInvoices(system, { periodStart: '2025-03-01', periodEnd: '2025-03-31' })).toEqual({ invoices: 1 });

    const admin = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
    const moved = await call(t.app, {
      method: 'POST',
      url: '/super-admin/gym-owner/reassign-patients',
      token: admin.accessToken,
      payload: { patientIds: [order.patient_id], toGymOwnerId: next.partnerId },
    });
    expect(moved.status).toBe(200);
    const partnerOfOrder = () =>
      t.db.selectFrom('orders').select(['partner_id', 'payment_status']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(await partnerOfOrder()).toEqual({ partner_id: next.partnerId, payment_status: 'UNPAID' });

    const list = await call(t.app, { method: 'GET', url: '/gym-owner/invoices', token: billed.session.accessToken });
    const [invoice] = (list.body.data as unknown as { items: { id: string; itemCount: number }[] }).items;
    expect(invoice).toMatchObject({ itemCount: 1 });

    const nextToken = next.session.accessToken;
    expect(
      (await call(t.app, { method: 'POST', url: '/gym-owner/setup-intent', token: nextToken, payload: { payment: CARD } })).status,
    ).toBe(201);
    const refused = await call(t.app, { method: 'POST', url: `/gym-owner/invoices/${invoice.id}/charge`, token: nextToken });
    expect(refused.status).toBe(404);
    expect(await partnerOfOrder()).toEqual({ partner_id: next.partnerId, payment_status: 'UNPAID' });

    const token = billed.session.accessToken;
    expect((await call(t.app, { method: 'POST', url: '/gym-owner/setup-intent', token, payload: { payment: CARD } })).status).toBe(201);
    const charged = await call(t.app, { method: 'POST', url: `/gym-owner/invoices/${invoice.id}/charge`, token });
    expect(charged.status).toBe(200);
    expect(await partnerOfOrder()).toEqual({ partner_id: next.partnerId, payment_status: 'PAID' });
  });
});
