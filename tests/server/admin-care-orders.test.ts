import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, doctorIdByEmail, signIn, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { createOtherPartner, type OtherPartner } from './helpers/other-partner';

type OrderRow = {
  id: string;
  number: number;
  status: string;
  patientId: string;
  patientName: string;
  productName: string;
  createdAt: string;
};
type OrderList = {
  orders: OrderRow[];
  total: number;
  filterOptions: { partners: { id: string; name: string }[]; doctors: { id: string }[] };
};

let t: TestApp;
let admin: string;
let adminUserId: string;
let other: OtherPartner;
const others: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const session = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
  admin = session.accessToken;
  adminUserId = session.user.id as string;
  for (const email of ['doctor', 'medical', 'partner', 'patient', 'sales', 'care', 'support'])
    others[email] = (await signIn(t.app, `${email}@demo.test`, DEMO_PASSWORD)).accessToken;
  other = await createOtherPartner(t);
});
afterAll(() => t.close());

const get = (url: string, token = admin) => call(t.app, { method: 'GET', url, token });
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin) =>
  call(t.app, { method, url, token, payload: payload as Record<string, unknown> });
const orders = async (query = '') => {
  const res = await get(`/super-admin/orders${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as unknown as OrderList;
};
const orderRow = (id: string) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const anOrder = (status: string, paymentStatus?: string) => {
  let query = t.db.selectFrom('orders').select(['id', 'patient_id', 'number']).where('status', '=', status);
  if (paymentStatus) query = query.where('payment_status', '=', paymentStatus as 'PAID');
  return query.orderBy('created_at').executeTakeFirstOrThrow();
};

describe('every admin call refuses the other roles (403) and anonymous callers (401)', () => {
  it('answers 403 to each non-admin role on each call, changing nothing', async () => {
    const order = await anOrder('PENDING_REVIEW');
    const patientId = order.patient_id;
    const noteId = '00000000-0000-4000-8000-000000000001';
    const calls: [string, string, object?][] = [
      ['GET', '/super-admin/orders'],
      ['GET', `/super-admin/orders/${order.id}`],
      ['PATCH', `/super-admin/orders/${order.id}`, { partnerNote: 'x' }],
      ['GET', `/super-admin/orders/${order.id}/medications`],
      ['POST', `/super-admin/orders/${order.id}/resend-reminder`],
      ['POST', `/super-admin/orders/${order.id}/duplicate`],
      ['POST', `/super-admin/duplicate-existing-order/${order.id}`, { patientId }],
      ['GET', '/super-admin/patients'],
      ['GET', '/super-admin/gym-clients'],
      ['GET', '/super-admin/clients'],
      ['GET', `/super-admin/patients/${patientId}`],
      ['PUT', `/super-admin/patients/${patientId}`, { city: 'Nowhere' }],
      ['PATCH', `/super-admin/patients/${patientId}/status`, { status: 'PAUSED' }],
      ['GET', `/super-admin/patients/${patientId}/history`],
      ['GET', `/super-admin/patients/${patientId}/orders`],
      ['GET', `/super-admin/patients/${patientId}/prescriptions`],
      ['GET', `/super-admin/patients/${patientId}/attachments`],
      ['GET', `/super-admin/patients/${patientId}/notes`],
      ['POST', `/super-admin/patients/${patientId}/notes`, { content: 'x' }],
      ['PUT', `/super-admin/patients/${patientId}/notes/${noteId}`, { content: 'x' }],
      ['DELETE', `/super-admin/patients/${patientId}/notes/${noteId}`],
    ];
    const ordersBefore = await t.db
      .selectFrom('orders')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [method, url, payload] of calls) {
      for (const [who, token] of Object.entries(others)) {
        const res = await call(t.app, { method: method as 'GET', url, token, payload: payload as Record<string, unknown> });
        expect(res.status, `${who} ${method} ${url}`).toBe(403);
      }
      expect((await call(t.app, { method: method as 'GET', url, payload: payload as Record<string, unknown> })).status).toBe(401);
    }
    const ordersAfter = await t.db
      .selectFrom('orders')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(ordersAfter.n).toBe(ordersBefore.n);
    expect(await t.db.selectFrom('patient_notes').selectAll().execute()).toEqual([]);
  });
});

describe('GET /super-admin/orders', () => {
  it("lists every partner's and doctor's orders, newest first, paged in SQL", async () => {
    const all = await orders('?limit=100');
    const count = await t.db
      .selectFrom('orders')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all.total).toBe(Number(count.n));
    expect(all.orders.map((o) => o.id)).toContain(other.orderId);
    const dates = all.orders.map((o) => o.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await orders('?limit=3&page=2');
    expect(second.orders.map((o) => o.id)).toEqual(all.orders.slice(3, 6).map((o) => o.id));
    expect(second.total).toBe(all.total);
    expect(all.filterOptions.partners.map((p) => p.name)).toEqual(expect.arrayContaining(['Summit Strength Gym', 'Other Fitness']));
    expect(all.filterOptions.doctors.length).toBeGreaterThan(0);
  });

  it('filters by status, partner, doctor and creation day, sorts by number and searches', async () => {
    const pending = await orders('?status=PENDING_REVIEW&limit=100');
    expect(pending.total).toBeGreaterThan(0);
    expect(pending.orders.every((o) => o.status === 'PENDING_REVIEW')).toBe(true);

    const theirs = await orders(`?partnerId=${other.partnerId}&limit=100`);
    expect(theirs.orders.map((o) => o.id).sort()).toEqual([other.orderId, other.activeOrderId].sort());

    const doctorId = await doctorIdByEmail(t.db, 'doctor@demo.test');
    const byDoctor = await orders(`?doctorId=${doctorId}&limit=100`);
    const expected = await t.db.selectFrom('orders').select('id').where('doctor_id', '=', doctorId).execute();
    expect(byDoctor.total).toBe(expected.length);

    const today = new Date().toISOString().slice(0, 10);
    const fromToday = await orders(`?from=${today}&limit=100`);
    const madeToday = await t.db
      .selectFrom('orders')
      .select('id')
      .where('created_at', '>=', new Date(`${today}T00:00:00Z`))
      .execute();
    expect(fromToday.total).toBe(madeToday.length);
    expect((await orders('?to=2000-01-01')).total).toBe(0);

    const byNumber = (await orders('?sort=number:asc&limit=100')).orders.map((o) => o.number);
    expect(byNumber).toEqual([...byNumber].sort((a, b) => a - b));

    const found = await orders('?search=ortiz');
    expect(found.total).toBeGreaterThan(0);
    expect(found.orders.every((o) => o.patientName.includes('Ortiz'))).toBe(true);
    // A product's name, an order's number, and a term that matches nothing.
    const tirzepatide = await orders('?search=tirzepatide&limit=100');
    expect(tirzepatide.total).toBeGreaterThan(0);
    expect(tirzepatide.orders.every((o) => /tirzepatide/i.test(o.productName))).toBe(true);
    const first = found.orders[0];
    expect((await orders(`?search=${first.number}`)).orders.map((o) => o.number)).toContain(first.number);
    expect((await orders('?search=qqxyzzy')).total).toBe(0);
  });

  it('refuses bad filters with 400 and a message', async () => {
    for (const query of [
      '?status=GONE',
      '?partnerId=nope',
      '?from=2025-02-30x',
      '?from=2025-03-01&to=2025-02-01',
      '?limit=101',
      '?sort=status:asc',
    ]) {
      const res = await get(`/super-admin/orders${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });
});

describe('GET /super-admin/orders/{id} and /medications', () => {
  it('reads any order with its partner, doctor and what it waits for, audited; 404 for none', async () => {
    const res = await get(`/super-admin/orders/${other.orderId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: other.orderId, partnerId: other.partnerId, partnerName: 'Other Fitness' });
    expect(await auditOutcomes(t.db, { action: 'READ', resource_id: other.orderId, actor_user_id: adminUserId })).toEqual(['SUCCESS']);
    const missing = await get('/super-admin/orders/00000000-0000-4000-8000-000000000009');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Order not found');
  });

  it("lists the order's package and the doses it may change to", async () => {
    const paid = await anOrder('PENDING_REVIEW', 'PAID');
    const res = await get(`/super-admin/orders/${paid.id}/medications`);
    expect(res.status).toBe(200);
    const data = res.body.data as unknown as {
      current: { productId: string };
      changeable: boolean;
      options: { productVariationKey: string }[];
    };
    expect(data.changeable).toBe(true);
    expect(data.options.length).toBeGreaterThan(0);
  });
});

describe('PATCH /super-admin/orders/{id}', () => {
  it('changes only the fields sent, audited as the admin', async () => {
    const order = await anOrder('PENDING_REVIEW');
    const before = await orderRow(order.id);
    const res = await send('PATCH', `/super-admin/orders/${order.id}`, { partnerNote: 'Called the patient' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order updated successfully');
    const after = await orderRow(order.id);
    expect({ ...after, updated_at: before.updated_at }).toEqual({ ...before, partner_note: 'Called the patient' });
    expect(await auditOutcomes(t.db, { action: 'UPDATE', resource_id: order.id, actor_user_id: adminUserId })).toEqual(['SUCCESS']);
  });

  it('cancels through the state machine (a paid order is refunded) and refuses other statuses', async () => {
    const delivered = await anOrder('DELIVERED');
    for (const status of ['APPROVED', 'DENIED', 'SHIPPED', 'CANCELLED']) {
      const res = await send('PATCH', `/super-admin/orders/${delivered.id}`, { status });
      expect(res.status, status).toBe(422);
    }
    expect((await orderRow(delivered.id)).status).toBe('DELIVERED');

    const paid = await anOrder('PENDING_REVIEW', 'PAID');
    const res = await send('PATCH', `/super-admin/orders/${paid.id}`, { status: 'CANCELLED' });
    expect(res.status).toBe(200);
    expect((await orderRow(paid.id)).status).toBe('CANCELLED');
    const refunds = await t.db.selectFrom('refunds').select('reason').where('order_id', '=', paid.id).execute();
    expect(refunds.map((r) => r.reason)).toEqual(['CANCELLED']);
    expect((await send('PATCH', `/super-admin/orders/${paid.id}`, { status: 'CANCELLED' })).status).toBe(409);
  });

  it('changes the package of an open order: a paid one keeps its product and plan', async () => {
    const paid = await anOrder('PENDING_REVIEW', 'PAID');
    const meds = (await get(`/super-admin/orders/${paid.id}/medications`)).body.data as unknown as {
      current: { productVariationKey: string; planMonths: number };
      options: { productVariationKey: string }[];
    };
    const other = meds.options.find((o) => o.productVariationKey !== meds.current.productVariationKey);
    if (other) {
      const res = await send('PATCH', `/super-admin/orders/${paid.id}`, {
        medicationPackages: [{ productVariationKey: other.productVariationKey }],
      });
      expect(res.status).toBe(200);
      expect((await orderRow(paid.id)).product_variation_key).toBe(other.productVariationKey);
    }
    const plan = await send('PATCH', `/super-admin/orders/${paid.id}`, {
      medicationPackages: [{ productVariationKey: meds.current.productVariationKey, planMonths: meds.current.planMonths + 1 }],
    });
    expect(plan.status).toBe(422);
    const unknown = await send('PATCH', `/super-admin/orders/${paid.id}`, { medicationPackages: [{ productVariationKey: 'nope' }] });
    expect(unknown.status).toBe(400);
  });

  it('refuses an empty or wrong body with 400', async () => {
    const order = await anOrder('PENDING_REVIEW');
    for (const payload of [{}, { status: 'GONE' }, { medicationPackages: [] }, { approvalStatus: 'MAYBE' }]) {
      expect((await send('PATCH', `/super-admin/orders/${order.id}`, payload)).status, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('POST /super-admin/orders/{id}/resend-reminder', () => {
  it('emails the patient to pay an open unpaid order, through the notify adapter; 422 when it waits for nothing from them', async () => {
    const unpaid = await t.db
      .selectFrom('orders')
      .innerJoin('patients', 'patients.id', 'orders.patient_id')
      .innerJoin('users', 'users.id', 'patients.user_id')
      .select(['orders.id', 'orders.number', 'users.email'])
      .where('orders.payment_status', '=', 'UNPAID')
      .where('orders.status', 'in', ['PENDING_REVIEW', 'APPROVED'])
      .where('orders.billed_to', '=', 'PATIENT')
      .executeTakeFirstOrThrow();
    const res = await send('POST', `/super-admin/orders/${unpaid.id}/resend-reminder`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ reminder: 'PAYMENT', sentTo: unpaid.email });
    const outbox = await t.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', unpaid.email.toLowerCase()).execute();
    expect(outbox.map((m) => m.subject)).toContain(`Complete your payment for order #${unpaid.number}`);
    expect(await auditOutcomes(t.db, { action: 'REMIND', resource_id: unpaid.id })).toEqual(['SUCCESS']);

    const delivered = await anOrder('DELIVERED');
    const nothing = await send('POST', `/super-admin/orders/${delivered.id}/resend-reminder`);
    expect(nothing.status).toBe(422);
    expect(nothing.body.code).toBe('NOTHING_AWAITED');
  });
});

describe('duplicating an order', () => {
  it('POST /super-admin/orders/{id}/duplicate: the same patient, a new order under review, with no payment', async () => {
    const source = await anOrder('DELIVERED', 'PAID');
    const res = await send('POST', `/super-admin/orders/${source.id}/duplicate`);
    expect(res.status).toBe(201);
    const copy = await orderRow((res.body.data as { id: string }).id);
    const original = await orderRow(source.id);
    expect(copy).toMatchObject({
      patient_id: original.patient_id,
      product_variation_key: original.product_variation_key,
      plan_months: original.plan_months,
      amount_cents: original.amount_cents,
      status: 'PENDING_REVIEW',
      approval_status: 'PENDING',
      payment_status: 'UNPAID',
      intake_id: null,
      start_date: null,
    });
    expect(copy.id).not.toBe(original.id);
    expect(await t.db.selectFrom('payments').select('id').where('order_id', '=', copy.id).execute()).toEqual([]);
    expect(await auditOutcomes(t.db, { action: 'CREATE', resource_id: copy.id, actor_user_id: adminUserId })).toEqual(['SUCCESS']);
  });

  it("POST /super-admin/duplicate-existing-order/{orderId}: a given patient's new order, with that patient's partner", async () => {
    const source = await anOrder('DELIVERED', 'PAID');
    const res = await send('POST', `/super-admin/duplicate-existing-order/${source.id}`, { patientId: other.patientId });
    expect(res.status).toBe(201);
    const copy = await orderRow((res.body.data as { id: string }).id);
    expect(copy).toMatchObject({
      patient_id: other.patientId,
      partner_id: other.partnerId,
      status: 'PENDING_REVIEW',
      payment_status: 'UNPAID',
    });
    expect(await t.db.selectFrom('payments').select('id').where('order_id', '=', copy.id).execute()).toEqual([]);
    expect((await send('POST', `/super-admin/duplicate-existing-order/${source.id}`, {})).status).toBe(400);
    const nobody = await send('POST', `/super-admin/duplicate-existing-order/${source.id}`, {
      patientId: '00000000-0000-4000-8000-000000000009',
    });
    expect(nobody.status).toBe(404);
    expect(nobody.body.message).toBe('Patient not found');
  });
});
